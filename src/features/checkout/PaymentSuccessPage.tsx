import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HomeIcon from '@mui/icons-material/Home';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Order } from '../../../domain/types';
import { ErrorState } from '../../components/ErrorState';
import { formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useOrderByTranId } from './useOrderByTranId';

function OrderSummary({ order }: { order: Order }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Your order"
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
          alt={`Cover of ${order.product_name}`}
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
            Amount paid: <strong data-testid="paid-amount">{formatTaka(order.total_amount)}</strong>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Transaction ID: {order.tran_id}
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

  let title: string = messages.paymentSuccessTitle;
  let text: string | null = messages.paymentSuccessText;
  let icon = <CheckCircleIcon aria-hidden sx={{ fontSize: 72, color: 'success.main' }} />;
  let details = null;
  if (tranId && isLoading) {
    title = messages.paymentChecking;
    text = null;
    icon = <HourglassTopIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />;
    details = <Skeleton variant="rounded" height={180} aria-label="Loading your order" />;
  } else if (tranId && isError) {
    title = messages.paymentChecking;
    text = null;
    icon = <HourglassTopIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />;
    details = <ErrorState onRetry={refetch} />;
  } else if (order?.paymentStatus === 'pending')
    details = (
      <>
        <Alert severity="info" role="status" sx={{ mb: 2, textAlign: 'left' }}>
          {messages.paymentConfirming}
        </Alert>
        <OrderSummary order={order} />
      </>
    );
  else if (order && order.paymentStatus !== 'paid') {
    title = messages.paymentNotConfirmedTitle;
    text = null;
    icon = <InfoOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'warning.main' }} />;
    details = (
      <Alert severity="warning" role="alert" sx={{ textAlign: 'left' }}>
        The gateway did not confirm this payment (status: {order.paymentStatus}). Nothing was charged.{' '}
        {order.bookId && (
          <Button component={RouterLink} to={`/checkout/${order.bookId}`} size="small">
            Try Again
          </Button>
        )}
      </Alert>
    );
  } else if (order)
    details = (
      <>
        <OrderSummary order={order} />
        <Button component={RouterLink} to={`/receipts/${order._id}`} startIcon={<ReceiptLongIcon />} sx={{ mt: 2 }}>
          {messages.viewReceiptLong}
        </Button>
      </>
    );
  else {
    // No transaction id, or none of this shopper's orders has it: nothing to confirm.
    title = messages.paymentNotFoundTitle;
    text = messages.paymentNotFoundText;
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
          Back to Home
        </Button>
        <Button component={RouterLink} to="/mybooks" variant="outlined">
          Go to My Books
        </Button>
      </Stack>
    </Container>
  );
}
