import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HomeIcon from '@mui/icons-material/Home';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useLingui } from '@lingui/react';
import type { Order } from '../../../domain/types';
import { ErrorState } from '../../components/ErrorState';
import { formatTaka } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useOrderByTranId } from './useOrderByTranId';

const PAYMENT_STATUS: Record<string, string> = {
  pending: 'checkout.payment.pending',
  paid: 'checkout.payment.paid',
  failed: 'checkout.payment.failed',
  cancelled: 'checkout.payment.cancelled',
  expired: 'checkout.payment.expired',
  refunded: 'checkout.payment.refunded',
};

function OrderSummary({ order }: { order: Order }) {
  const { _ } = useLingui();
  const language = useLanguage();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={_('checkout.result.yourOrder')}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, textAlign: 'left' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Box
          component="img"
          src={order.product_image}
          alt={_('checkout.result.coverAlt', { name: order.product_name })}
          width={110}
          height={165}
          sx={{ width: 110, height: 'auto', borderRadius: 1, boxShadow: 2, flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, width: '100%' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {order.product_name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{order.product_category}</Typography>
          <Typography sx={{ mb: 0.5 }}>
            {_('checkout.result.amountPaid')}{' '}
            <strong data-testid="paid-amount">{formatTaka(order.total_amount, language)}</strong>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {_('checkout.result.transactionId', { tranId: order.tran_id })}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * /ssl-payment-success?tran_id=… — where the gateway sends the browser after a validated payment. It says the payment
 * was received only for a paid order of the signed-in shopper; opened without one, it says nothing was found.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const tranId = params.get('tran_id') ?? '';
  const { order, isLoading, isError, refetch } = useOrderByTranId(tranId);
  const { _ } = useLingui();
  const paymentStatusText = (status: string) => (PAYMENT_STATUS[status] ? _(PAYMENT_STATUS[status]) : status);

  let title: string = _('checkout.success.title');
  let text: string | null = _('checkout.success.text');
  let icon = <CheckCircleIcon aria-hidden sx={{ fontSize: 72, color: 'success.main' }} />;
  let details = null;
  if (tranId && isLoading) {
    title = _('checkout.success.checking');
    text = null;
    icon = <HourglassTopIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />;
    details = <Skeleton variant="rounded" height={180} aria-label={_('checkout.success.loadingOrder')} />;
  } else if (tranId && isError) {
    title = _('checkout.success.checking');
    text = null;
    icon = <HourglassTopIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />;
    details = <ErrorState onRetry={refetch} />;
  } else if (order?.paymentStatus === 'pending')
    details = (
      <>
        <Alert severity="info" role="status" sx={{ mb: 2, textAlign: 'left' }}>
          {_('checkout.success.confirming')}
        </Alert>
        <OrderSummary order={order} />
      </>
    );
  else if (order && order.paymentStatus !== 'paid') {
    title = _('checkout.success.notConfirmedTitle');
    text = null;
    icon = <InfoOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'warning.main' }} />;
    details = (
      <Alert severity="warning" role="alert" sx={{ textAlign: 'left' }}>
        {_('checkout.success.notConfirmedText', { status: paymentStatusText(order.paymentStatus) })}{' '}
        {order.bookId && (
          <Button component={RouterLink} to={`/checkout/${order.bookId}`} size="small">
            {_('checkout.result.tryAgain')}
          </Button>
        )}
      </Alert>
    );
  } else if (order)
    details = (
      <>
        <OrderSummary order={order} />
        <Button component={RouterLink} to={`/receipts/${order._id}`} startIcon={<ReceiptLongIcon />} sx={{ mt: 2 }}>
          {_('checkout.success.viewReceipt')}
        </Button>
      </>
    );
  else {
    // No transaction id, or none of this shopper's orders has it: nothing to confirm.
    title = _('checkout.success.notFoundTitle');
    text = _('checkout.success.notFoundText');
    icon = <InfoOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      {icon}
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 1.5, color: 'primary.main' }}>
        {title}
      </Typography>
      {text && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{text}</Typography>}
      {details}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
          {_('checkout.result.backHome')}
        </Button>
        <Button component={RouterLink} to="/mybooks" variant="outlined">
          {_('checkout.result.goToMyBooks')}
        </Button>
      </Stack>
    </Container>
  );
}
