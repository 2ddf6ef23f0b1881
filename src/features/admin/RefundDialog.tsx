import type { Order } from '../../../domain/types';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { REFUND_REASON_MAX } from '../../../domain/limits';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import { DetailLine } from '../../components/ConfirmDialog';
import { formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { serverErrorText, useRefundOrderMutation } from './adminApi';
import { leftToRefund, moneyText } from './moneyText';

/** Taka text → paisa, or null unless a positive amount with at most two decimals. */
function paisaOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Refund an order in full or in part, with a reason. The idempotency key is made once per opening, so a retry after
 * a network error, or a second click, asks for the same refund and never a second one.
 */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const left = leftToRefund(order);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const idempotencyKey = useMemo(() => `refund-${order._id}-${crypto.randomUUID()}`, [order._id]);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const { enqueueSnackbar } = useToast();
  const paisa = paisaOf(amount);
  const amountError = paisa === null || paisa <= 0 || paisa > left;
  const reasonError = !reason.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || reasonError || paisa === null) return;
    try {
      const result = await refund({
        orderId: order._id,
        amountPaisa: paisa,
        reason: reason.trim(),
        idempotencyKey,
      }).unwrap();
      enqueueSnackbar(
        result.status === 'success'
          ? moneyText.refundDone(result.amountPaisa, order)
          : moneyText.refundProcessing(result.amountPaisa, order),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? messages.somethingWrong, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="refund-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="refund-dialog-title">{moneyText.refundTitle}</DialogTitle>
        <DialogContent dividers>
          <DetailLine label="Product">{order.product_name}</DetailLine>
          <DetailLine label="Customer">{order.cus_email}</DetailLine>
          <DetailLine label="Transaction Id">{order.tran_id}</DetailLine>
          <DetailLine label="Paid">{formatTaka(order.total_amount)}</DetailLine>
          {order.refundedPaisa > 0 && <DetailLine label="Refunded">{formatTaka(order.refundedPaisa / 100)}</DetailLine>}
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextInput
              label={moneyText.refundAmount}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              required
              fullWidth
              error={touched && amountError}
              helperText={
                touched && amountError ? moneyText.refundAmountInvalid(left) : moneyText.refundAmountHelp(left)
              }
              htmlInput={{ inputMode: 'decimal', 'data-testid': 'refund-amount' }}
            />
            <TextInput
              label={moneyText.refundReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              error={touched && reasonError}
              helperText={touched && reasonError ? moneyText.refundReasonRequired : ' '}
              htmlInput={{ maxLength: REFUND_REASON_MAX, 'data-testid': 'refund-reason' }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Close
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            {moneyText.refundSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
