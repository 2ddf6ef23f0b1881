import { Suspense, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Container,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useLingui } from '@lingui/react';
import { formatCount, formatTaka } from '../../../domain/format';
import type { Order } from '../../../domain/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { visuallyHidden } from '../../lib/a11y';
import { lazyNamed } from '../../lib/lazyNamed';
import { useLanguage } from '../../lib/i18n';
import { selectUser } from '../../store/session';
import { useUserByEmailQuery } from './authApi';
import { loadAuthThunks } from './loadAuthThunks';
import { useMyOrdersQuery } from './profileApi';
import { paymentStatusKey, roleValue, statusLabel } from './profileText';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} fullWidth size="small" htmlInput={{ readOnly: true }} />;
}

// The edit dialog (and its upload progress bar) loads when Edit is pressed, or when the pointer or focus reaches it.
const EditProfileDialog = lazyNamed(() => import('./EditProfileDialog'), 'EditProfileDialog');

const COLUMNS = ['index', 'image', 'name', 'category', 'price', 'action'].map(
  (column) => `auth.profile.column.${column}`,
);

/** Below 600 px the purchases table is laid out as cards: the header is hidden, each row a two-column grid. */
const purchaseCardsOnPhones = {
  '@media (max-width: 599.95px)': {
    '& thead': visuallyHidden,
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '48px 1fr',
      columnGap: 1.5,
      rowGap: 0.25,
      alignItems: 'center',
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, p: 0, gridColumn: 2 },
    '& tbody td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 700, color: 'text.secondary' },
    '& tbody td.purchase-image': { gridColumn: 1, gridRow: '1 / span 5', alignSelf: 'start' },
    '& tbody td.purchase-name': { fontWeight: 700, order: -1 },
  },
} as const;

function BookList({ name, orders }: { name: string; orders: Order[] }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const paymentStatusText = (status: string) => {
    const key = paymentStatusKey(status);
    return key ? _(key) : status;
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="book-list-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3, borderRadius: 3 }}
    >
      <Typography id="book-list-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {_('auth.profile.bookList', { name })}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        {_('auth.profile.totalPurchased', { count: formatCount(orders.length, language) })}
      </Typography>
      {/* Phones: each purchase is a card (image beside its name, category, price and payment), not a table whose
          last columns sit off-screen; from 600 px on, the table. The table's cells and headers stay for assistive tech. */}
      <TableContainer sx={{ overflowX: { sm: 'auto' } }} tabIndex={0} aria-label={_('auth.profile.purchasedBooks')}>
        <Table size="small" sx={{ minWidth: { sm: 640 }, ...purchaseCardsOnPhones }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {_(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order, index) => (
              <TableRow key={order._id} hover>
                <TableCell data-label={_('auth.profile.cell.number')}>{formatCount(index + 1, language)}</TableCell>
                <TableCell className="purchase-image">
                  <Box
                    component="img"
                    src={order.product_image}
                    alt={order.product_name}
                    width={40}
                    height={56}
                    loading="lazy"
                    sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  />
                </TableCell>
                <TableCell className="purchase-name" sx={{ minWidth: { sm: 160 } }}>
                  {order.product_name}
                </TableCell>
                <TableCell data-label={_('auth.profile.column.category')}>{order.product_category}</TableCell>
                <TableCell data-label={_('auth.profile.column.price')} sx={{ whiteSpace: 'nowrap' }}>
                  {formatTaka(order.total_amount, language)}
                </TableCell>
                <TableCell data-label={_('auth.profile.column.action')}>
                  <Chip
                    size="small"
                    label={paymentStatusText(order.paymentStatus)}
                    color={order.paymentStatus === 'paid' ? 'success' : 'default'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** Profile (SPEC.md §2), login-guarded by the router. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  const { data: record, isError: recordFailed } = useUserByEmailQuery(user?.email ?? skipToken);
  const { data: orders, isError: ordersFailed } = useMyOrdersQuery(user ? undefined : skipToken);
  const [editing, setEditing] = useState(false);
  const dispatch = useAppDispatch();
  const { _ } = useLingui();
  const unverified = Boolean(user && !user.emailVerified);
  // Firebase keeps the user as it was at sign-in: ask again on opening and whenever the tab comes back, so a verified
  // address stops saying "Email not verified".
  useEffect(() => {
    if (!unverified) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void loadAuthThunks()
        .then((session) => dispatch(session.refreshUser()))
        .catch(() => {});
    };
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [unverified, dispatch]);

  if (!user) return <Loading />;
  const name = user.displayName || record?.displayName || user.email || '';
  const photo = user.photoURL || record?.photoURL || '/default-avatar.svg';
  const status = statusLabel(record?.status);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}
        >
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {_('auth.profile.title', { name })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            {...EditProfileDialog.preloadProps}
          >
            {_('auth.profile.edit')}
          </Button>
        </Stack>
        <Grid container spacing={3}>
          <Grid
            size={{ xs: 12, sm: 4 }}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
          >
            <Avatar
              src={photo}
              alt={_('auth.profile.photoAlt', { name })}
              sx={{ width: 144, height: 144 }}
              slotProps={{ img: { width: 144, height: 144 } }}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}
              data-testid="profile-status"
            >
              <Chip
                label={'key' in status ? _(status.key) : status.text}
                color={record?.status === 'disabled' ? 'default' : 'success'}
                size="small"
              />
              <Chip
                icon={user.emailVerified ? <VerifiedIcon /> : undefined}
                label={_(user.emailVerified ? 'auth.profile.emailVerified' : 'auth.profile.emailNotVerified')}
                color={user.emailVerified ? 'primary' : 'warning'}
                variant="outlined"
                size="small"
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Stack spacing={2}>
              <ReadOnlyField label={_('auth.field.name')} value={name} />
              <ReadOnlyField label={_('auth.field.email')} value={user.email ?? ''} />
              {record?.phoneNumber && <ReadOnlyField label={_('auth.field.phone')} value={record.phoneNumber} />}
              <ReadOnlyField label={_('auth.field.role')} value={_(roleValue(record?.role))} />
            </Stack>
          </Grid>
        </Grid>
        {recordFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {_('auth.profile.loadFailed')}
          </Alert>
        )}
      </Paper>

      {ordersFailed ? (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {_('auth.profile.loadFailed')}
        </Alert>
      ) : !orders ? (
        <Typography sx={{ mt: 3 }} role="status">
          {_('auth.profile.loading')}
        </Typography>
      ) : orders.length > 0 ? (
        <BookList name={name} orders={orders} />
      ) : null}

      <Suspense fallback={null}>
        {editing && <EditProfileDialog open onClose={() => setEditing(false)} user={user} record={record} />}
      </Suspense>
    </Container>
  );
}
