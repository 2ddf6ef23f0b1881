import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Alert, Avatar, Box, Button, IconButton, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useToast } from '../../components/toast';
import { ROWS_BEFORE_TOGGLE } from '../../../domain/limits';
import type { Book } from '../../../domain/types';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { PagedTableToolbar } from '../../components/PagedTableToolbar';
import { useShowMore } from '../../components/useShowMore';
import { formatCount, formatTaka } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAdminBooksQuery, useDeleteBookMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { BookFormDialog } from './BookFormDialog';
import { PageHeading } from './PageHeading';
import { usePagedSearch } from './usePagedSearch';

/** Total Books, the books table with the 7-row toggle, 'Add Books', Edit, and Delete Book with its confirmation. */
export function ManageBooks() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminBooksQuery({ page, search });
  // The catalogue's total whatever the search (one row asked for): a search that matches nothing is not an empty shop.
  const catalogue = useAdminBooksQuery({ page: 1, limit: 1 }, { skip: !search });
  const catalogueTotal = search ? catalogue.data?.total : data?.total;
  const [deleteBook, { isLoading: deleting }] = useDeleteBookMutation();
  const [form, setForm] = useState<{ open: boolean; book: Book | null }>({ open: false, book: null });
  const [doomed, setDoomed] = useState<Book | null>(null);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.books, _('admin.books.noun'));

  const remove = async () => {
    if (!doomed) return;
    try {
      const result = await deleteBook(doomed._id).unwrap();
      if (result.deletedCount > 0 && result.status !== 'fail')
        enqueueSnackbar(_('admin.books.deleted', { id: doomed._id }), { variant: 'success' });
      else enqueueSnackbar(_('admin.error.somethingWrong'), { variant: 'error' });
    } catch {
      enqueueSnackbar(_('admin.error.somethingWrong'), { variant: 'error' });
    } finally {
      setDoomed(null);
    }
  };

  return (
    <Box>
      <PageHeading
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, book: null })}>
            {_('admin.books.add')}
          </Button>
        }
      >
        {_('admin.books.total', { count: catalogueTotal === undefined ? '…' : formatCount(catalogueTotal, language) })}
        {search && data && (
          <Box
            component="span"
            data-testid="books-matching"
            sx={{ display: 'block', typography: 'subtitle1', color: 'text.secondary' }}
          >
            {_('admin.books.matching', { count: formatCount(data.total, language) })}
          </Box>
        )}
      </PageHeading>
      <PagedTableToolbar searchLabel={_('admin.books.search')} {...toolbarFor(data)} />
      <AdminTable
        label={_('admin.books.table')}
        columns={[
          'admin.column.index',
          'admin.column.image',
          'admin.column.name',
          'admin.column.category',
          'admin.column.price',
          'admin.column.action',
        ]}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? _('admin.books.noneFound') : _('admin.books.noneYet')}
        footer={toggle}
      >
        {(data) =>
          visible.map((book, index) => (
            <TableRow key={book._id} data-testid="book-row">
              <TableCell>{formatCount((page - 1) * data.limit + index + 1, language)}</TableCell>
              <TableCell>
                <Avatar variant="rounded" src={book.image} alt="" sx={{ width: 40, height: 52 }} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{book.name}</TableCell>
              <TableCell>{book.category}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaka(book.price, language)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={_('admin.books.edit')}>
                    <IconButton
                      aria-label={_('admin.books.editLabel', { name: book.name })}
                      size="small"
                      onClick={() => setForm({ open: true, book })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={_('admin.books.delete')}>
                    <IconButton
                      aria-label={_('admin.books.deleteLabel', { name: book.name })}
                      size="small"
                      color="error"
                      onClick={() => setDoomed(book)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </TableCell>
            </TableRow>
          ))
        }
      </AdminTable>
      <BookFormDialog open={form.open} book={form.book} onClose={() => setForm({ open: false, book: null })} />
      <ConfirmDialog
        open={Boolean(doomed)}
        title={_('admin.books.delete')}
        confirmLabel={_('admin.action.delete')}
        busy={deleting}
        onConfirm={remove}
        onClose={() => setDoomed(null)}
      >
        {doomed && (
          <>
            <DetailLine label={_('admin.field.name')}>{doomed.name}</DetailLine>
            <DetailLine label={_('admin.field.category')}>{doomed.category}</DetailLine>
            <DetailLine label={_('admin.field.price')}>{formatTaka(doomed.price, language)}</DetailLine>
            <DetailLine label={_('admin.field.sku')}>{doomed.sku}</DetailLine>
            <DetailLine label={_('admin.field.stock')}>{formatCount(doomed.stock, language)}</DetailLine>
            <Alert severity="info" sx={{ mt: 1.5 }}>
              {_('admin.books.archives')}
            </Alert>
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
