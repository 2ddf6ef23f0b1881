import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useToast } from '../../components/toast';
import { ROWS_BEFORE_TOGGLE } from '../../../domain/limits';
import type { User } from '../../../domain/types';
import { useAppSelector } from '../../store/hooks';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { PagedTableToolbar } from '../../components/PagedTableToolbar';
import { useShowMore } from '../../components/useShowMore';
import { formatCount } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAdminUsersQuery, useDeleteUserMutation, useMakeAdminMutation, useRemoveAdminMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { PageHeading } from './PageHeading';
import { usePagedSearch } from './usePagedSearch';

type Pending = { action: 'make' | 'remove' | 'delete'; user: User } | null;

const TITLES = {
  make: 'admin.users.makeAdmin',
  remove: 'admin.users.removeAdmin',
  delete: 'admin.users.deleteUser',
} as const;

/** The catalogue key of a user's role. */
function roleKey(user: User) {
  if (user.role === 'superadmin') return 'admin.role.superadmin';
  return user.role === 'admin' ? 'admin.role.admin' : 'admin.role.user';
}

/** 'Total Users', the users table (7 rows, then the toggle), and make admin / remove admin / delete. */
export function ManageUsers() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminUsersQuery({ page, search });
  const viewerEmail = useAppSelector((state) => state.auth.user?.email ?? null);
  const [makeAdmin] = useMakeAdminMutation();
  const [removeAdmin] = useRemoveAdminMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.users, _('admin.users.noun'));

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      // SPEC.md §8: a failed role change or delete shows nothing; the server's answer is the truth either way.
      if (pending.action === 'make') {
        const result = await makeAdmin(pending.user).unwrap();
        if (result.modifiedCount > 0) enqueueSnackbar(_('admin.users.madeAdmin'), { variant: 'success' });
      } else if (pending.action === 'remove') {
        const result = await removeAdmin(pending.user).unwrap();
        if (result.modifiedCount > 0) enqueueSnackbar(_('admin.users.removedAdmin'), { variant: 'success' });
      } else {
        const result = await deleteUser(pending.user._id).unwrap();
        if (result.deletedCount > 0) enqueueSnackbar(_('admin.users.removedUser'), { variant: 'success' });
      }
    } catch {
      // nothing shown (SPEC.md §8)
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Box>
      <PageHeading>{_('admin.users.total', { count: data ? formatCount(data.total, language) : '…' })}</PageHeading>
      <PagedTableToolbar searchLabel={_('admin.users.search')} {...toolbarFor(data)} />
      <AdminTable
        label={_('admin.users.table')}
        columns={['admin.column.index', 'admin.column.users', 'admin.column.status', 'admin.column.actions']}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? _('admin.users.noneFound') : _('admin.users.noneYet')}
        footer={toggle}
      >
        {(data) =>
          visible.map((user, index) => {
            const superadmin = user.role === 'superadmin';
            const self = user.email === viewerEmail;
            return (
              <TableRow
                key={user._id}
                data-testid="user-row"
                aria-disabled={superadmin || undefined}
                sx={superadmin ? { opacity: 0.6 } : undefined}
              >
                <TableCell>{formatCount((page - 1) * data.limit + index + 1, language)}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 260 }}>{user.email}</TableCell>
                <TableCell>
                  <Chip size="small" label={_(roleKey(user))} color={user.role === 'user' ? 'default' : 'primary'} />
                </TableCell>
                <TableCell>
                  {superadmin ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Button size="small" disabled>
                        {_('admin.users.removeAdmin')}
                      </Button>
                      <Typography variant="body2" color="text.secondary">
                        {_('admin.users.superadminKept')}
                      </Typography>
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {user.role === 'admin' ? (
                        <Button
                          size="small"
                          variant="outlined"
                          color="warning"
                          disabled={self}
                          onClick={() => setPending({ action: 'remove', user })}
                        >
                          {_('admin.users.removeAdmin')}
                        </Button>
                      ) : (
                        <Button size="small" variant="outlined" onClick={() => setPending({ action: 'make', user })}>
                          {_('admin.users.makeAdmin')}
                        </Button>
                      )}
                      <Tooltip title={self ? _('admin.users.cannotDeleteSelf') : _('admin.action.delete')}>
                        <span>
                          <IconButton
                            aria-label={_('admin.users.deleteLabel', { email: user.email })}
                            color="error"
                            size="small"
                            disabled={self}
                            onClick={() => setPending({ action: 'delete', user })}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })
        }
      </AdminTable>
      <ConfirmDialog
        open={Boolean(pending)}
        title={pending ? _(TITLES[pending.action]) : ''}
        confirmLabel={
          pending ? (pending.action === 'delete' ? _('admin.action.delete') : _(TITLES[pending.action])) : undefined
        }
        confirmColor={pending?.action === 'make' ? 'primary' : 'error'}
        busy={busy}
        onConfirm={run}
        onClose={() => setPending(null)}
      >
        {pending && (
          <>
            <DetailLine label={_('admin.field.user')}>{pending.user.email}</DetailLine>
            <DetailLine label={_('admin.field.name')}>{pending.user.displayName || '—'}</DetailLine>
            <DetailLine label={_('admin.field.role')}>{_(roleKey(pending.user))}</DetailLine>
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
