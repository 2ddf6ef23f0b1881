import { useState } from 'react';
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
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Order } from '../../../domain/types';
import { useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { selectUser, useUserByEmailQuery } from '../auth';
import { EditProfileDialog } from './EditProfileDialog';
import { useMyOrdersQuery } from './profileApi';
import { statusLabel } from './profileText';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} />;
}

function BookList({ name, orders }: { name: string; orders: Order[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="book-list-title" sx={{ p: { xs: 2, md: 3 }, mt: 3, borderRadius: 3 }}>
      <Typography id="book-list-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {name}&apos;s Book List
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>Total Purchased Books: {orders.length}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Purchased books">
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {['Index', 'Image', 'Name', 'Category', 'Price', 'Action'].map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order, index) => (
              <TableRow key={order._id} hover>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  <Box component="img" src={order.product_image} alt={order.product_name} width={40} height={56} loading="lazy" sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>{order.product_name}</TableCell>
                <TableCell>{order.product_category}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaka(order.total_amount)}</TableCell>
                <TableCell>
                  <Chip size="small" label={order.paymentStatus} color={order.paymentStatus === 'paid' ? 'success' : 'default'} />
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

  if (!user) return <Loading />;
  const name = user.displayName || record?.displayName || user.email || '';
  const photo = user.photoURL || record?.photoURL || '/default-avatar.svg';
  const role = record?.role ?? 'user';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {name}&apos;s Profile
          </Typography>
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Stack>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
            <Avatar src={photo} alt={`${name}'s photo`} sx={{ width: 144, height: 144 }} slotProps={{ img: { width: 144, height: 144 } }} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }} data-testid="profile-status">
              <Chip label={statusLabel(record?.status)} color={record?.status === 'disabled' ? 'default' : 'success'} size="small" />
              <Chip
                icon={user.emailVerified ? <VerifiedIcon /> : undefined}
                label={user.emailVerified ? 'Email verified' : 'Email not verified'}
                color={user.emailVerified ? 'primary' : 'warning'}
                variant="outlined"
                size="small"
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Stack spacing={2}>
              <ReadOnlyField label="Name" value={name} />
              <ReadOnlyField label="Email" value={user.email ?? ''} />
              {record?.phoneNumber && <ReadOnlyField label="Phone" value={record.phoneNumber} />}
              <ReadOnlyField label="Role" value={role} />
            </Stack>
          </Grid>
        </Grid>
        {recordFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {messages.loadFailed}
          </Alert>
        )}
      </Paper>

      {ordersFailed ? (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {messages.loadFailed}
        </Alert>
      ) : !orders ? (
        <Typography sx={{ mt: 3 }} role="status">
          Loading...
        </Typography>
      ) : orders.length > 0 ? (
        <BookList name={name} orders={orders} />
      ) : null}

      {editing && <EditProfileDialog open onClose={() => setEditing(false)} user={user} record={record} />}
    </Container>
  );
}
