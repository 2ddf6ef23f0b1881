import { useState } from 'react';
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
import { formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useAdminBooksQuery, useDeleteBookMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { BookFormDialog } from './BookFormDialog';
import { PageHeading } from './PageHeading';
import { usePagedSearch } from './usePagedSearch';

/** Total Books, the books table with the 7-row toggle, 'Add Books', Edit, and Delete Book with its confirmation. */
export function ManageBooks() {
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminBooksQuery({ page, search });
  // The catalogue's total whatever the search (one row asked for): a search that matches nothing is not an empty shop.
  const catalogue = useAdminBooksQuery({ page: 1, limit: 1 }, { skip: !search });
  const catalogueTotal = search ? catalogue.data?.total : data?.total;
  const [deleteBook, { isLoading: deleting }] = useDeleteBookMutation();
  const [form, setForm] = useState<{ open: boolean; book: Book | null }>({ open: false, book: null });
  const [doomed, setDoomed] = useState<Book | null>(null);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.books, 'Books');

  const remove = async () => {
    if (!doomed) return;
    try {
      const result = await deleteBook(doomed._id).unwrap();
      if (result.deletedCount > 0 && result.status !== 'fail')
        enqueueSnackbar(messages.bookDeleted(doomed._id), { variant: 'success' });
      else enqueueSnackbar(messages.somethingWrong, { variant: 'error' });
    } catch {
      enqueueSnackbar(messages.somethingWrong, { variant: 'error' });
    } finally {
      setDoomed(null);
    }
  };

  return (
    <Box>
      <PageHeading
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, book: null })}>
            Add Books
          </Button>
        }
      >
        Total Books: {catalogueTotal ?? '…'}
        {search && data && (
          <Box
            component="span"
            data-testid="books-matching"
            sx={{ display: 'block', typography: 'subtitle1', color: 'text.secondary' }}
          >
            {messages.booksMatching(data.total)}
          </Box>
        )}
      </PageHeading>
      <PagedTableToolbar searchLabel="Search books by name" {...toolbarFor(data)} />
      <AdminTable
        label="Books"
        columns={['Index', 'Image', 'Name', 'Category', 'Price', 'Action']}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? messages.noBooksFound : messages.noBooksYet}
        footer={toggle}
      >
        {(data) =>
          visible.map((book, index) => (
            <TableRow key={book._id} data-testid="book-row">
              <TableCell>{(page - 1) * data.limit + index + 1}</TableCell>
              <TableCell>
                <Avatar variant="rounded" src={book.image} alt="" sx={{ width: 40, height: 52 }} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{book.name}</TableCell>
              <TableCell>{book.category}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaka(book.price)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${book.name}`}
                      size="small"
                      onClick={() => setForm({ open: true, book })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete Book">
                    <IconButton
                      aria-label={`Delete ${book.name}`}
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
        title="Delete Book"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={remove}
        onClose={() => setDoomed(null)}
      >
        {doomed && (
          <>
            <DetailLine label="Name">{doomed.name}</DetailLine>
            <DetailLine label="Category">{doomed.category}</DetailLine>
            <DetailLine label="Price">{formatTaka(doomed.price)}</DetailLine>
            <DetailLine label="SKU">{doomed.sku}</DetailLine>
            <DetailLine label="Stock">{doomed.stock}</DetailLine>
            <Alert severity="info" sx={{ mt: 1.5 }}>
              {messages.bookDeleteArchives}
            </Alert>
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
