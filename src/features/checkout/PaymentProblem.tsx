import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Container, Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorIcon from '@mui/icons-material/Error';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReplayIcon from '@mui/icons-material/Replay';
import { useLingui } from '@lingui/react';
import { useOrderByTranId } from './useOrderByTranId';

const TITLES = {
  refunded: 'checkout.problem.refunded.title',
  failed: 'checkout.problem.failed.title',
  cancelled: 'checkout.problem.cancelled.title',
};
const TEXTS = {
  refunded: 'checkout.problem.refunded.text',
  failed: 'checkout.problem.failed.text',
  cancelled: 'checkout.problem.cancelled.text',
};

/**
 * What /payment/failed and /payment/cancelled show: what happened, and a way to try again — straight back to the
 * book's checkout when the order (found by tran_id) names the book, otherwise to the catalogue. The server sends a
 * payment it refunds automatically (it arrived after the order had closed) to /payment/failed?outcome=refunded.
 */
export function PaymentProblem({ kind }: { kind: 'failed' | 'cancelled' }) {
  const [params] = useSearchParams();
  const tranId = params.get('tran_id') ?? '';
  const { order } = useOrderByTranId(tranId);
  const { _ } = useLingui();
  const failed = kind === 'failed';
  const refunded = failed && params.get('outcome') === 'refunded';
  const Icon = refunded ? ReceiptLongIcon : failed ? ErrorIcon : CancelIcon;
  const outcome = refunded ? 'refunded' : failed ? 'failed' : 'cancelled';
  const title = _(TITLES[outcome]);
  const text = _(TEXTS[outcome]);
  const bookId = order?.bookId;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Icon aria-hidden sx={{ fontSize: 72, color: refunded ? 'info.main' : failed ? 'error.main' : 'warning.main' }} />
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 1.5, color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1, color: 'text.secondary' }}>{text}</Typography>
      {order && (
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {_('checkout.result.book')} <strong>{order.product_name}</strong>
        </Typography>
      )}
      {tranId && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {_('checkout.result.transactionId', { tranId })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
        {bookId ? (
          <Button
            component={RouterLink}
            to={`/checkout/${bookId}`}
            variant="contained"
            color="secondary"
            startIcon={<ReplayIcon />}
          >
            {_('checkout.result.tryAgain')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/books" variant="contained" color="secondary" startIcon={<ReplayIcon />}>
            {_('checkout.result.tryAgain')}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          {_('checkout.result.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
