import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Card, CardContent, CardHeader, Grid, IconButton, Pagination, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useToast } from '../../components/toast';
import { ROWS_BEFORE_TOGGLE } from '../../../domain/limits';
import type { Contact } from '../../../domain/types';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { useShowMore } from '../../components/useShowMore';
import { formatCount, formatDate } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAdminContactsQuery, useDeleteContactMutation } from './adminApi';
import { PageHeading } from './PageHeading';

/** 'Total Contacts Data: {count}', two-column cards, 4 then the toggle, and 'Delete Contact Data'. */
export function ManageContacts() {
  const { _ } = useLingui();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch, isFetching } = useAdminContactsQuery({ page });
  const [deleteContact, { isLoading: deleting }] = useDeleteContactMutation();
  const [doomed, setDoomed] = useState<Contact | null>(null);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.contacts, _('admin.contacts.noun'));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const remove = async () => {
    if (!doomed) return;
    try {
      const result = await deleteContact(doomed._id).unwrap();
      if (result.deletedCount > 0) enqueueSnackbar(_('admin.contacts.deleted'), { variant: 'success' });
      else enqueueSnackbar(_('admin.error.somethingWrong'), { variant: 'error' });
    } catch {
      enqueueSnackbar(_('admin.error.somethingWrong'), { variant: 'error' });
    } finally {
      setDoomed(null);
    }
  };

  return (
    <Box>
      <PageHeading>{_('admin.contacts.total', { count: data ? formatCount(data.total, language) : '…' })}</PageHeading>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => setPage(value)}
          size="small"
          aria-label={_('admin.list.pages')}
          sx={{ my: 2 }}
        />
      )}
      {isLoading ? (
        <Loading minHeight={200} />
      ) : isError || !data ? (
        <ErrorState onRetry={refetch} />
      ) : (
        <>
          <Grid container spacing={2} sx={{ mt: 1, opacity: isFetching ? 0.6 : 1 }}>
            {visible.map((contact) => (
              <Grid key={contact._id} size={{ xs: 12, md: 6 }}>
                <Card data-testid="contact-card" sx={{ height: '100%' }}>
                  <CardHeader
                    title={contact.name}
                    subheader={formatDate(contact.createdAt, language)}
                    action={
                      <Tooltip title={_('admin.action.delete')}>
                        <IconButton
                          aria-label={_('admin.contacts.deleteLabel', { name: contact.name })}
                          color="error"
                          onClick={() => setDoomed(contact)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    }
                  />
                  <CardContent sx={{ pt: 0, overflowWrap: 'anywhere' }}>
                    <DetailLine label={_('admin.field.email')}>{contact.email}</DetailLine>
                    <DetailLine label={_('admin.field.phone')}>{contact.phone}</DetailLine>
                    <DetailLine label={_('admin.field.address')}>{contact.address}</DetailLine>
                    <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                      {contact.message}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          {data.result.length === 0 && <Typography sx={{ mt: 2 }}>{_('admin.contacts.none')}</Typography>}
          {toggle}
        </>
      )}
      <ConfirmDialog
        open={Boolean(doomed)}
        title={_('admin.contacts.deleteTitle')}
        confirmLabel={_('admin.action.delete')}
        busy={deleting}
        onConfirm={remove}
        onClose={() => setDoomed(null)}
      >
        {doomed && (
          <>
            <DetailLine label={_('admin.field.name')}>{doomed.name}</DetailLine>
            <DetailLine label={_('admin.field.service')}>
              {(doomed as Contact & { service?: string }).service || '—'}
            </DetailLine>
            <DetailLine label={_('admin.field.phone')}>{doomed.phone}</DetailLine>
            <DetailLine label={_('admin.field.email')}>{doomed.email}</DetailLine>
            <DetailLine label={_('admin.field.address')}>{doomed.address}</DetailLine>
            <DetailLine label={_('admin.field.message')}>{doomed.message}</DetailLine>
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
