import type { Order } from '../../../domain/types';
import { useState } from 'react';
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
import { formatDateTime, formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { serverErrorText, useAcceptOrderMutation, useAdminOrdersQuery } from './adminApi';
import { moneyText } from './moneyText';
import { RefundDialog } from './RefundDialog';

/** Manage Orders' first section: the orders held for review, apart, each with the gateway's risk_title, Accept and Refund. */
export function HeldOrders() {
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
      if (result.status === 'fail') enqueueSnackbar(result.error || messages.somethingWrong, { variant: 'error' });
      else enqueueSnackbar(moneyText.accepted(open.order), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? messages.somethingWrong, { variant: 'error' });
    } finally {
      setOpen(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="held-orders-title" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <WarningAmberIcon color="warning" />
        <Typography id="held-orders-title" variant="h6" component="h2">
          {moneyText.heldTitle} ({data.total})
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {moneyText.heldIntro}
      </Typography>
      <TableContainer component={Paper} sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06) }}>
        <Table size="small" aria-labelledby="held-orders-title" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {['Product', 'Customer', 'Amount', moneyText.risk, 'Date', 'Action'].map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.result.map((order) => (
              <TableRow key={order._id} data-testid="held-order-row">
                <TableCell>{order.product_name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.cus_email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaka(order.total_amount)}</TableCell>
                <TableCell>{order.risk_title ?? messages.heldForReview}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      onClick={() => setOpen({ kind: 'accept', order })}
                    >
                      {moneyText.accept}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setOpen({ kind: 'refund', order })}
                    >
                      {moneyText.refund}
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
        title={moneyText.acceptTitle}
        confirmLabel={moneyText.accept}
        confirmColor="success"
        busy={accepting}
        onConfirm={doAccept}
        onClose={() => setOpen(null)}
      >
        {open && (
          <>
            <DetailLine label="Product">{open.order.product_name}</DetailLine>
            <DetailLine label="Customer">{open.order.cus_email}</DetailLine>
            <DetailLine label="Amount">{formatTaka(open.order.total_amount)}</DetailLine>
            <DetailLine label={moneyText.risk}>{open.order.risk_title}</DetailLine>
          </>
        )}
      </ConfirmDialog>
      {open?.kind === 'refund' && <RefundDialog order={open.order} onClose={() => setOpen(null)} />}
    </Box>
  );
}
