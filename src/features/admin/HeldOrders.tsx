import type { Order } from '../../../domain/types';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import {
  alpha,
  Box,
  Button,
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
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/toast';
import { formatCount, formatDateTime, formatTaka } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { serverErrorText, useAcceptOrderMutation, useAdminOrdersQuery } from './adminApi';
import { cardsOnPhones } from './cardsOnPhones';
import { RefundDialog } from './RefundDialog';

/**
 * Manage Orders' first section: the orders held for review, apart, each with the gateway's risk_title, Accept and
 * Refund.
 */
const COLUMNS = [
  'admin.column.product',
  'admin.column.customer',
  'admin.column.amount',
  'admin.column.risk',
  'admin.column.date',
  'admin.column.action',
];

export function HeldOrders() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { data, isError, refetch } = useAdminOrdersQuery({ page: 1, limit: 50, filter: 'held' });
  const [accept, { isLoading: accepting }] = useAcceptOrderMutation();
  const [open, setOpen] = useState<{ kind: 'accept' | 'refund'; order: Order } | null>(null);
  const { enqueueSnackbar } = useToast();
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (!data || data.result.length === 0) return null;

  const doAccept = async () => {
    if (open?.kind !== 'accept') return;
    try {
      const result = await accept(open.order._id).unwrap();
      if (result.status === 'fail')
        enqueueSnackbar(result.error || _('admin.error.somethingWrong'), { variant: 'error' });
      else
        enqueueSnackbar(_('admin.held.accepted', { id: open.order.tran_id, name: open.order.product_name }), {
          variant: 'success',
        });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? _('admin.error.somethingWrong'), { variant: 'error' });
    } finally {
      setOpen(null);
    }
  };

  const columns = COLUMNS.map((key) => ({ key, label: _(key) }));
  return (
    <Box component="section" aria-labelledby="held-orders-title" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <WarningAmberIcon color="warning" />
        <Typography id="held-orders-title" variant="h6" component="h2">
          {_('admin.held.title', { count: formatCount(data.total, language) })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {_('admin.held.intro')}
      </Typography>
      <TableContainer component={Paper} sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06) }}>
        <Table
          size="small"
          aria-labelledby="held-orders-title"
          sx={{ minWidth: { xs: 0, sm: 640 }, ...cardsOnPhones(columns) }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 700 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.result.map((order) => (
              <TableRow key={order._id} data-testid="held-order-row">
                <TableCell>{order.product_name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.cus_email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaka(order.total_amount, language)}</TableCell>
                <TableCell>{order.risk_title ?? _('admin.held.reason')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt, language)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      onClick={() => setOpen({ kind: 'accept', order })}
                    >
                      {_('admin.held.accept')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setOpen({ kind: 'refund', order })}
                    >
                      {_('admin.orders.refund')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={open?.kind === 'accept'}
        title={_('admin.held.acceptTitle')}
        confirmLabel={_('admin.held.accept')}
        confirmColor="success"
        busy={accepting}
        onConfirm={doAccept}
        onClose={() => setOpen(null)}
      >
        {open && (
          <>
            <DetailLine label={_('admin.field.product')}>{open.order.product_name}</DetailLine>
            <DetailLine label={_('admin.field.customer')}>{open.order.cus_email}</DetailLine>
            <DetailLine label={_('admin.field.amount')}>{formatTaka(open.order.total_amount, language)}</DetailLine>
            <DetailLine label={_('admin.field.risk')}>{open.order.risk_title}</DetailLine>
          </>
        )}
      </ConfirmDialog>
      {open?.kind === 'refund' && <RefundDialog order={open.order} onClose={() => setOpen(null)} />}
    </Box>
  );
}
