import type { Order } from '../../../domain/types';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { alpha, Box, Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useToast } from '../../components/toast';
import { ROWS_BEFORE_TOGGLE, TEXT_CUTS } from '../../../domain/limits';
import { ConfirmDialog, DetailLine } from '../../components/ConfirmDialog';
import { OrderTimeline } from '../../components/OrderTimeline';
import { PagedTableToolbar } from '../../components/PagedTableToolbar';
import { useShowMore } from '../../components/useShowMore';
import { formatCount, formatDateTime, formatPaisaAsTaka, formatTaka } from '../../../domain/format';
import { cutText } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { serverErrorText, useAdminOrdersQuery, useConfirmOrderMutation, useDeleteOrderMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { HeldOrders } from './HeldOrders';
import { DELIVERY_STATUS_KEYS, leftToRefund, PAYMENT_STATUS_KEYS } from './moneyText';
import { OrdersExport } from './OrdersExport';
import { RefundDialog } from './RefundDialog';
import { PageHeading } from './PageHeading';
import { usePagedSearch } from './usePagedSearch';

type Open = { kind: 'delete' | 'details' | 'refund'; order: Order } | null;

const canConfirm = (order: Order) => order.paymentStatus === 'paid' && order.deliveryStatus === 'pending';

function OrderImage({ order }: { order: Order }) {
  return (
    <Box
      component="img"
      src={order.product_image}
      alt={order.product_name}
      sx={{ mt: 1, width: 96, height: 'auto', borderRadius: 1 }}
    />
  );
}

/** 'Total Orders: {count}', newest first, 7 rows then the toggle; delete unpaid orders, confirm paid pending ones. */
export function ManageOrders() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminOrdersQuery({ page, search });
  const [confirmOrder, { isLoading: confirming }] = useConfirmOrderMutation();
  const [deleteOrder, { isLoading: deleting }] = useDeleteOrderMutation();
  const [open, setOpen] = useState<Open>(null);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.orders, _('admin.orders.noun'));

  const act = async (kind: 'delete' | 'confirm') => {
    if (!open) return;
    const { order } = open;
    try {
      const result = kind === 'delete' ? await deleteOrder(order._id).unwrap() : await confirmOrder(order._id).unwrap();
      if (result.status === 'fail')
        enqueueSnackbar(result.error || _('admin.error.somethingWrong'), { variant: 'error' });
      else
        enqueueSnackbar(
          kind === 'delete'
            ? _('admin.orders.deleted', { id: order._id })
            : _('admin.orders.confirmedToast', { id: order._id }),
          { variant: 'success' },
        );
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? _('admin.error.somethingWrong'), { variant: 'error' });
    } finally {
      setOpen(null);
    }
  };

  const order = open?.order;

  return (
    <Box>
      <PageHeading>{_('admin.orders.total', { count: data ? formatCount(data.total, language) : '…' })}</PageHeading>
      <HeldOrders />
      <OrdersExport />
      <PagedTableToolbar searchLabel={_('admin.orders.search')} {...toolbarFor(data)} />
      <AdminTable
        label={_('admin.orders.table')}
        columns={[
          'admin.column.index',
          'admin.column.product',
          'admin.column.customer',
          'admin.column.orderDate',
          'admin.column.paymentStatus',
          'admin.column.action',
        ]}
        minWidth={760}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? _('admin.orders.noneFound') : _('admin.orders.noneYet')}
        footer={toggle}
      >
        {(data) =>
          visible.map((row, index) => (
            <TableRow
              key={row._id}
              data-testid="order-row"
              sx={row.heldForReview ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined}
            >
              <TableCell>{formatCount((page - 1) * data.limit + index + 1, language)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {cutText(row.product_name, TEXT_CUTS.adminOrderProductName)}
                {row.heldForReview && (
                  <Chip
                    icon={<WarningAmberIcon />}
                    label={_('admin.orders.heldChip')}
                    color="warning"
                    size="small"
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 240 }}>
                {row.cus_name}
                <Typography variant="caption" component="div" color="text.secondary">
                  {row.cus_email}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, language)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={_(PAYMENT_STATUS_KEYS[row.paymentStatus])}
                  color={row.paymentStatus === 'paid' ? 'success' : 'default'}
                />
                {row.refundedPaisa > 0 && row.paymentStatus !== 'refunded' && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="info"
                    label={_('admin.orders.refunded', { amount: formatPaisaAsTaka(row.refundedPaisa, language) })}
                    sx={{ ml: 0.5, mt: 0.5 }}
                  />
                )}
                {row.refundPendingPaisa > 0 && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    label={_('admin.orders.refundPending', {
                      amount: formatPaisaAsTaka(row.refundPendingPaisa, language),
                    })}
                    sx={{ ml: 0.5, mt: 0.5 }}
                  />
                )}
              </TableCell>
              <TableCell>
                {row.paymentStatus === 'paid' && leftToRefund(row) > 0 && (
                  <Button
                    size="small"
                    color="error"
                    sx={{ mr: 1, mb: 0.5 }}
                    onClick={() => setOpen({ kind: 'refund', order: row })}
                    aria-label={_('admin.orders.refundLabel', { id: row.tran_id })}
                  >
                    {_('admin.orders.refund')}
                  </Button>
                )}
                {row.heldForReview ? (
                  <Typography variant="body2" color="warning.main">
                    {_('admin.orders.decideAbove')}
                  </Typography>
                ) : row.paymentStatus === 'refunded' ? (
                  <Typography variant="body2" color="text.secondary">
                    {_('admin.orders.refunded', { amount: formatPaisaAsTaka(row.refundedPaisa, language) })}
                  </Typography>
                ) : row.paymentStatus !== 'paid' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => setOpen({ kind: 'delete', order: row })}
                  >
                    {_('admin.orders.delete')}
                  </Button>
                ) : canConfirm(row) ? (
                  <Button size="small" variant="contained" onClick={() => setOpen({ kind: 'details', order: row })}>
                    {_('admin.orders.confirm')}
                  </Button>
                ) : (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <CheckCircleIcon color="success" fontSize="small" />
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {_('admin.orders.confirmed')}
                    </Typography>
                    <Tooltip title={_('admin.orders.details')}>
                      <IconButton
                        aria-label={_('admin.orders.detailsLabel', { id: row.tran_id })}
                        size="small"
                        onClick={() => setOpen({ kind: 'details', order: row })}
                      >
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))
        }
      </AdminTable>

      {open?.kind === 'refund' && <RefundDialog order={open.order} onClose={() => setOpen(null)} />}

      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={_('admin.orders.delete')}
        confirmLabel={_('admin.action.delete')}
        busy={deleting}
        onConfirm={() => act('delete')}
        onClose={() => setOpen(null)}
      >
        {order && (
          <>
            <DetailLine label={_('admin.field.product')}>{order.product_name}</DetailLine>
            <DetailLine label={_('admin.field.customerName')}>{order.cus_name}</DetailLine>
            <DetailLine label={_('admin.field.deliveryStatus')}>
              {_(DELIVERY_STATUS_KEYS[order.deliveryStatus])}
            </DetailLine>
            <DetailLine label={_('admin.field.paymentStatus')}>
              {_(PAYMENT_STATUS_KEYS[order.paymentStatus])}
            </DetailLine>
            <DetailLine label={_('admin.field.transactionId')}>{order.tran_id}</DetailLine>
            <DetailLine label={_('admin.field.date')}>{formatDateTime(order.createdAt, language)}</DetailLine>
            <OrderImage order={order} />
          </>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={open?.kind === 'details'}
        title={_('admin.orders.history')}
        confirmLabel={order && canConfirm(order) ? _('admin.action.confirm') : undefined}
        confirmColor="success"
        busy={confirming}
        onConfirm={() => act('confirm')}
        onClose={() => setOpen(null)}
      >
        {order && (
          <>
            <DetailLine label={_('admin.field.product')}>{order.product_name}</DetailLine>
            <DetailLine label={_('admin.field.productCategory')}>{order.product_category}</DetailLine>
            <DetailLine label={_('admin.field.totalPayment')}>{formatTaka(order.total_amount, language)}</DetailLine>
            <DetailLine label={_('admin.field.paymentStatus')}>
              {_(PAYMENT_STATUS_KEYS[order.paymentStatus])}
            </DetailLine>
            <DetailLine label={_('admin.field.transactionId')}>{order.tran_id}</DetailLine>
            <DetailLine label={_('admin.field.customerName')}>{order.cus_name}</DetailLine>
            <DetailLine label={_('admin.field.email')}>{order.cus_email}</DetailLine>
            <DetailLine label={_('admin.field.phone')}>{order.cus_phone}</DetailLine>
            <DetailLine label={_('admin.field.state')}>{order.cus_state}</DetailLine>
            <DetailLine label={_('admin.field.deliveryStatus')}>
              <Chip
                size="small"
                label={_(DELIVERY_STATUS_KEYS[order.deliveryStatus])}
                color={order.deliveryStatus === 'confirmed' ? 'success' : 'warning'}
              />
            </DetailLine>
            {order.heldForReview && <DetailLine label={_('admin.field.risk')}>{_('admin.held.reason')}</DetailLine>}
            {order.paymentMethod && (
              <DetailLine label={_('admin.field.paymentMethod')}>{order.paymentMethod}</DetailLine>
            )}
            <Box sx={{ my: 1 }}>
              <strong>{_('admin.orders.timeline')}:</strong>
              <Box sx={{ mt: 0.5, ml: 1 }}>
                <OrderTimeline events={order.timeline ?? []} label={_('admin.orders.timeline')} />
              </Box>
            </Box>
            <OrderImage order={order} />
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
