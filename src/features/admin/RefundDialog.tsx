import type { Order } from '../../../domain/types';
import { useMemo, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { REFUND_REASON_MAX } from '../../../domain/limits';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import { DetailLine } from '../../components/ConfirmDialog';
import { formatPaisaAsTaka, formatTaka, localDigits, toAsciiDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { serverErrorText, useRefundOrderMutation } from './adminApi';
import { leftToRefund } from './moneyText';

/** Taka text (in either script's digits) → paisa, or null unless a positive amount with at most two decimals. */
function paisaOf(text: string): number | null {
  const trimmed = toAsciiDigits(text.trim());
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Refund an order in full or in part, with a reason. The idempotency key is made once per opening, so a retry after
 * a network error, or a second click, asks for the same refund and never a second one.
 */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const left = leftToRefund(order);
  const [amount, setAmount] = useState(() => localDigits((left / 100).toFixed(2), language));
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
        _(result.status === 'success' ? 'admin.refund.done' : 'admin.refund.processing', {
          amount: formatPaisaAsTaka(result.amountPaisa, language),
          name: order.product_name,
          id: order.tran_id,
        }),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? _('admin.error.somethingWrong'), { variant: 'error' });
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
        <DialogTitle id="refund-dialog-title">{_('admin.refund.title')}</DialogTitle>
        <DialogContent dividers>
          <DetailLine label={_('admin.field.product')}>{order.product_name}</DetailLine>
          <DetailLine label={_('admin.field.customer')}>{order.cus_email}</DetailLine>
          <DetailLine label={_('admin.field.transactionId')}>{order.tran_id}</DetailLine>
          <DetailLine label={_('admin.field.paid')}>{formatTaka(order.total_amount, language)}</DetailLine>
          {order.refundedPaisa > 0 && (
            <DetailLine label={_('admin.field.refunded')}>
              {formatPaisaAsTaka(order.refundedPaisa, language)}
            </DetailLine>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextInput
              label={_('admin.refund.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              required
              fullWidth
              error={touched && amountError}
              helperText={
                touched && amountError
                  ? _('admin.refund.amountInvalid', {
                      min: formatTaka(0.01, language),
                      amount: formatPaisaAsTaka(left, language),
                    })
                  : _('admin.refund.amountHelp', { amount: formatPaisaAsTaka(left, language) })
              }
              htmlInput={{ inputMode: 'decimal', 'data-testid': 'refund-amount' }}
            />
            <TextInput
              label={_('admin.refund.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              error={touched && reasonError}
              helperText={touched && reasonError ? _('admin.refund.reasonRequired') : ' '}
              htmlInput={{ maxLength: REFUND_REASON_MAX, 'data-testid': 'refund-reason' }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {_('admin.action.close')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            {_('admin.refund.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
