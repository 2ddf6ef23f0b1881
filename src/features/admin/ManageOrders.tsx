import type { Order } from '../../../domain/types';
import { useState } from 'react';
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
import { cutText, formatDateTime, formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { serverErrorText, useAdminOrdersQuery, useConfirmOrderMutation, useDeleteOrderMutation } from './adminApi';
import { AdminTable } from './AdminTable';
import { HeldOrders } from './HeldOrders';
import { leftToRefund, moneyText } from './moneyText';
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
  const { page, search, toolbarFor } = usePagedSearch();
  const { data, isLoading, isError, refetch, isFetching } = useAdminOrdersQuery({ page, search });
  const [confirmOrder, { isLoading: confirming }] = useConfirmOrderMutation();
  const [deleteOrder, { isLoading: deleting }] = useDeleteOrderMutation();
  const [open, setOpen] = useState<Open>(null);
  const { enqueueSnackbar } = useToast();
  const { visible, toggle } = useShowMore(data?.result ?? [], ROWS_BEFORE_TOGGLE.orders, 'Orders');

  const act = async (kind: 'delete' | 'confirm') => {
    if (!open) return;
    const { order } = open;
    try {
      const result = kind === 'delete' ? await deleteOrder(order._id).unwrap() : await confirmOrder(order._id).unwrap();
      if (result.status === 'fail') enqueueSnackbar(result.error || messages.somethingWrong, { variant: 'error' });
      else
        enqueueSnackbar(kind === 'delete' ? messages.orderDeleted(order._id) : messages.orderConfirmed(order._id), {
          variant: 'success',
        });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? messages.somethingWrong, { variant: 'error' });
    } finally {
      setOpen(null);
    }
  };

  const order = open?.order;

  return (
    <Box>
      <PageHeading>Total Orders: {data?.total ?? '…'}</PageHeading>
      <HeldOrders />
      <OrdersExport />
      <PagedTableToolbar searchLabel="Search by transaction id or e-mail" {...toolbarFor(data)} />
      <AdminTable
        label="Orders"
        columns={['Index', 'Product', 'Customer', 'Order Date/Time', 'Payment Status', 'Action']}
        minWidth={760}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={search ? 'No orders match this search.' : 'No orders yet.'}
        footer={toggle}
      >
        {(data) =>
          visible.map((row, index) => (
            <TableRow
              key={row._id}
              data-testid="order-row"
              sx={row.heldForReview ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined}
            >
              <TableCell>{(page - 1) * data.limit + index + 1}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {cutText(row.product_name, TEXT_CUTS.adminOrderProductName)}
                {row.heldForReview && (
                  <Chip
                    icon={<WarningAmberIcon />}
                    label={messages.heldForReview}
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.paymentStatus}
                  color={row.paymentStatus === 'paid' ? 'success' : 'default'}
                />
                {row.refundedPaisa > 0 && row.paymentStatus !== 'refunded' && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="info"
                    label={moneyText.refunded(row.refundedPaisa)}
                    sx={{ ml: 0.5, mt: 0.5 }}
                  />
                )}
                {row.refundPendingPaisa > 0 && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    label={moneyText.refundPending(row.refundPendingPaisa)}
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
                    aria-label={`Refund ${row.tran_id}`}
                  >
                    {moneyText.refund}
                  </Button>
                )}
                {row.heldForReview ? (
                  <Typography variant="body2" color="warning.main">
                    {moneyText.heldDecideAbove}
                  </Typography>
                ) : row.paymentStatus === 'refunded' ? (
                  <Typography variant="body2" color="text.secondary">
                    {moneyText.refunded(row.refundedPaisa)}
                  </Typography>
                ) : row.paymentStatus !== 'paid' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => setOpen({ kind: 'delete', order: row })}
                  >
                    Delete Order
                  </Button>
                ) : canConfirm(row) ? (
                  <Button size="small" variant="contained" onClick={() => setOpen({ kind: 'details', order: row })}>
                    Confirm Order
                  </Button>
                ) : (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <CheckCircleIcon color="success" fontSize="small" />
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      Order Confirmed
                    </Typography>
                    <Tooltip title="Order details">
                      <IconButton
                        aria-label={`Details of ${row.tran_id}`}
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
        title="Delete Order"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => act('delete')}
        onClose={() => setOpen(null)}
      >
        {order && (
          <>
            <DetailLine label="Product">{order.product_name}</DetailLine>
            <DetailLine label="Customer Name">{order.cus_name}</DetailLine>
            <DetailLine label="Delivery Status">{order.deliveryStatus}</DetailLine>
            <DetailLine label="Payment Status">{order.paymentStatus}</DetailLine>
            <DetailLine label="Transaction Id">{order.tran_id}</DetailLine>
            <DetailLine label="Date">{formatDateTime(order.createdAt)}</DetailLine>
            <OrderImage order={order} />
          </>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={open?.kind === 'details'}
        title="Order History"
        confirmLabel={order && canConfirm(order) ? 'Confirm' : undefined}
        confirmColor="success"
        busy={confirming}
        onConfirm={() => act('confirm')}
        onClose={() => setOpen(null)}
      >
        {order && (
          <>
            <DetailLine label="Product">{order.product_name}</DetailLine>
            <DetailLine label="Product Category">{order.product_category}</DetailLine>
            <DetailLine label="Total Payment">{formatTaka(order.total_amount)}</DetailLine>
            <DetailLine label="Payment Status">{order.paymentStatus}</DetailLine>
            <DetailLine label="Transaction Id">{order.tran_id}</DetailLine>
            <DetailLine label="Customer Name">{order.cus_name}</DetailLine>
            <DetailLine label="Email">{order.cus_email}</DetailLine>
            <DetailLine label="Phone">{order.cus_phone}</DetailLine>
            <DetailLine label="State">{order.cus_state}</DetailLine>
            <DetailLine label="Delivery Status">
              <Chip
                size="small"
                label={order.deliveryStatus}
                color={order.deliveryStatus === 'confirmed' ? 'success' : 'warning'}
              />
            </DetailLine>
            {order.heldForReview && <DetailLine label="Risk">{messages.heldForReview}</DetailLine>}
            {order.paymentMethod && <DetailLine label="Payment Method">{order.paymentMethod}</DetailLine>}
            <Box sx={{ my: 1 }}>
              <strong>{messages.adminTimelineLabel}:</strong>
              <Box sx={{ mt: 0.5, ml: 1 }}>
                <OrderTimeline events={order.timeline ?? []} label={messages.adminTimelineLabel} />
              </Box>
            </Box>
            <OrderImage order={order} />
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
