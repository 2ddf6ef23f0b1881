import { useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useToast } from '../../components/toast';
import { ROWS_BEFORE_TOGGLE } from '../../../domain/limits';
import type { User } from '../../../domain/types';
import { useAppSelector } from '../../store/hooks';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { PagedTableToolbar } from '../../components/PagedTableToolbar';
import { useShowMore } from '../../components/useShowMore';
import { messages } from '../../lib/messages';
import { useAdminUsersQuery, useDeleteUserMutation, useMakeAdminMutation, useRemoveAdminMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { PageHeading } from './PageHeading';
import { usePagedSearch } from './usePagedSearch';

type Pending = { action: 'make' | 'remove' | 'delete'; user: User } | null;

const TITLES = { make: 'Make Admin', remove: 'Remove Admin', delete: 'Delete User' } as const;

function roleLabel(user: User) {
  if (user.role === 'superadmin') return 'SuperAdmin';
  return user.role === 'admin' ? 'Admin' : 'User';
}

/** 'Total Users', the users table (7 rows, then the toggle), and make admin / remove admin / delete. */
export function ManageUsers() {
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminUsersQuery({ page, search });
  const viewerEmail = useAppSelector((state) => state.auth.user?.email ?? null);
  const [makeAdmin] = useMakeAdminMutation();
  const [removeAdmin] = useRemoveAdminMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.users, 'Users');

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      // SPEC.md §8: a failed role change or delete shows nothing; the server's answer is the truth either way.
      if (pending.action === 'make') {
        const result = await makeAdmin(pending.user).unwrap();
        if (result.modifiedCount > 0) enqueueSnackbar(messages.madeAdmin, { variant: 'success' });
      } else if (pending.action === 'remove') {
        const result = await removeAdmin(pending.user).unwrap();
        if (result.modifiedCount > 0) enqueueSnackbar(messages.removedAdmin, { variant: 'success' });
      } else {
        const result = await deleteUser(pending.user._id).unwrap();
        if (result.deletedCount > 0) enqueueSnackbar(messages.removedUser, { variant: 'success' });
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
      <PageHeading>Total Users: {data?.total ?? '…'}</PageHeading>
      <PagedTableToolbar searchLabel="Search users by e-mail" {...toolbarFor(data)} />
      <AdminTable
        label="Users"
        columns={['Index', 'Users', 'Status', 'Actions']}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? 'No users match this e-mail.' : 'No users yet.'}
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
                <TableCell>{(page - 1) * data.limit + index + 1}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 260 }}>{user.email}</TableCell>
                <TableCell>
                  <Chip size="small" label={roleLabel(user)} color={user.role === 'user' ? 'default' : 'primary'} />
                </TableCell>
                <TableCell>
                  {superadmin ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Button size="small" disabled>
                        Remove Admin
                      </Button>
                      <Typography variant="body2" color="text.secondary">
                        {messages.superadminCantBeDeleted}
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
                          Remove Admin
                        </Button>
                      ) : (
                        <Button size="small" variant="outlined" onClick={() => setPending({ action: 'make', user })}>
                          Make Admin
                        </Button>
                      )}
                      <Tooltip title={self ? 'You cannot delete yourself' : 'Delete'}>
                        <span>
                          <IconButton
                            aria-label={`Delete ${user.email}`}
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
        title={pending ? TITLES[pending.action] : ''}
        confirmLabel={pending ? (pending.action === 'delete' ? 'Delete' : TITLES[pending.action]) : undefined}
        confirmColor={pending?.action === 'make' ? 'primary' : 'error'}
        busy={busy}
        onConfirm={run}
        onClose={() => setPending(null)}
      >
        {pending && (
          <>
            <DetailLine label="User">{pending.user.email}</DetailLine>
            <DetailLine label="Name">{pending.user.displayName || '—'}</DetailLine>
            <DetailLine label="Role">{roleLabel(pending.user)}</DetailLine>
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
