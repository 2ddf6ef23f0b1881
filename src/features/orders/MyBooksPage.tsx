import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Container,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useLingui } from '@lingui/react';
import { formatCount } from '../../../domain/format';
import { TEXT_CUTS } from '../../../domain/limits';
import type { Order } from '../../../domain/types';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { OrderTimeline } from '../../components/OrderTimeline';
import { cutText, formatDhakaTime, formatTaka } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { paymentStatusKey } from './paymentStatus';
import { AddReviewDialog, ViewReviewDialog } from '../../components/reviews/lazyDialogs';
import { useOrdersQuery, usePaidOrdersQuery } from '../../store/ordersApi';

const GRID = { xs: 12, sm: 6, md: 4 } as const;

/** A payment status in the page's language ('paid' → 'পরিশোধিত'); an unknown one as it is. */
function usePaymentStatusText() {
  const { _ } = useLingui();
  return (status: string) => {
    const key = paymentStatusKey(status);
    return key ? _(key) : status;
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

function MyBookCard({ order, onView, onReview }: { order: Order; onView: () => void; onReview: () => void }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const paymentStatusText = usePaymentStatusText();
  const headingId = `mybook-${order._id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardMedia
        component="img"
        image={order.product_image}
        alt={_('orders.mybooks.coverAlt', { name: order.product_name })}
        width={400}
        height={600}
        loading="lazy"
        sx={{ height: 220, objectFit: 'contain', bgcolor: 'surface.sand', p: 2, boxSizing: 'border-box' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ mb: 0.5, lineHeight: 1.4, overflowWrap: 'anywhere' }}
        >
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {_('orders.mybooks.bookName')}
          </Box>{' '}
          {order.product_name}
        </Typography>
        <Field label={_('orders.mybooks.status')}>
          <Chip
            label={paymentStatusText(order.paymentStatus)}
            color={order.paymentStatus === 'paid' ? 'success' : 'default'}
            size="small"
          />
          <RefundChips order={order} />
        </Field>
        <Field label={_('orders.mybooks.category')}>{order.product_category}</Field>
        <Field label={_('orders.mybooks.descriptions')}>
          <span data-testid="mybook-description">{cutText(order.product_profile, TEXT_CUTS.myBooksDescription)}</span>
        </Field>
        <Box
          component="dl"
          sx={{
            mt: 1.5,
            mb: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            typography: 'body2',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{_('orders.mybooks.date')}</dt>
          <dd>
            <time dateTime={order.paidAt ?? order.createdAt}>
              {formatDhakaTime(order.paidAt ?? order.createdAt, language)}
            </time>
          </dd>
          <dt>{_('orders.mybooks.amount')}</dt>
          <dd>{formatTaka(order.total_amount, language)}</dd>
          <dt>{_('orders.mybooks.transaction')}</dt>
          <dd data-testid="mybook-tran-id">{order.tran_id}</dd>
          <dt>{_('orders.mybooks.delivery')}</dt>
          <dd>{_(order.deliveryStatus === 'confirmed' ? 'orders.delivery.confirmed' : 'orders.delivery.pending')}</dd>
        </Box>
        <OrderTimeline
          events={order.timeline ?? []}
          label={_('orders.mybooks.timelineLabel', { product: order.product_name })}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/receipts/${order._id}`}
          startIcon={<ReceiptLongIcon />}
          aria-describedby={headingId}
        >
          {_('orders.mybooks.viewReceipt')}
        </Button>
        {order.review ? (
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={onView}
            {...ViewReviewDialog.preloadProps}
            aria-describedby={headingId}
          >
            {_('orders.mybooks.viewReview')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<RateReviewIcon />}
            onClick={onReview}
            {...AddReviewDialog.preloadProps}
            aria-describedby={headingId}
          >
            {_('orders.mybooks.addReview')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** "Refunded ৳ x" (and a refund still processing at the gateway) on an order. */
function RefundChips({ order }: { order: Order }) {
  const { _ } = useLingui();
  const language = useLanguage();
  return (
    <>
      {order.refundedPaisa > 0 && (
        <Chip
          label={_('orders.refund.refunded', { amount: formatTaka(order.refundedPaisa / 100, language) })}
          color="info"
          variant="outlined"
          size="small"
          sx={{ ml: 0.5 }}
        />
      )}
      {order.refundPendingPaisa > 0 && (
        <Chip
          label={_('orders.refund.processing', { amount: formatTaka(order.refundPendingPaisa / 100, language) })}
          color="warning"
          variant="outlined"
          size="small"
          sx={{ ml: 0.5 }}
        />
      )}
    </>
  );
}

/** The shopper's orders with a refund (a fully refunded one has left My Books): what was refunded, or is on its way. */
function RefundedOrders() {
  const { data } = useOrdersQuery({ page: 1, limit: 20, filter: 'refunded' });
  const { _ } = useLingui();
  const language = useLanguage();
  const paymentStatusText = usePaymentStatusText();
  if (!data || data.result.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="refunds-title" sx={{ mt: 5 }}>
      <Typography id="refunds-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {_('orders.refund.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.result.map((order) => (
          <Box
            component="li"
            key={order._id}
            data-testid="refunded-order"
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {order.product_name}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatTaka(order.total_amount, language)} · {order.tran_id}
            </Typography>
            <Chip label={paymentStatusText(order.paymentStatus)} size="small" />
            <RefundChips order={order} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function MyBooksSkeleton() {
  const { _ } = useLingui();
  return (
    <Grid container spacing={3} role="status" aria-label={_('orders.mybooks.loading')}>
      {Array.from({ length: 3 }, (_, i) => (
        <Grid key={i} size={GRID}>
          <Skeleton variant="rectangular" height={220} />
          <Skeleton width="80%" sx={{ mt: 1 }} />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </Grid>
      ))}
    </Grid>
  );
}

/** /mybooks — one card per paid order, with the review (view it, or add one). */
export default function MyBooksPage() {
  const { data: orders, isLoading, isError, refetch } = usePaidOrdersQuery();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [reviewing, setReviewing] = useState<Order | null>(null);
  const { _ } = useLingui();
  const language = useLanguage();

  let content;
  if (isLoading) content = <MyBooksSkeleton />;
  else if (isError || !orders) content = <ErrorState onRetry={refetch} />;
  else if (orders.length === 0)
    content = (
      <EmptyState
        title={_('orders.mybooks.empty')}
        action={
          <Button component={RouterLink} to="/books" variant="contained">
            {_('orders.mybooks.browseBooks')}
          </Button>
        }
      />
    );
  else
    content = (
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.map((order) => (
          <Grid key={order._id} size={GRID} component="li">
            <MyBookCard order={order} onView={() => setViewing(order)} onReview={() => setReviewing(order)} />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, color: 'primary.main' }}>
        {_('orders.mybooks.title', { count: formatCount(orders?.length ?? 0, language) })}
      </Typography>
      {content}
      <RefundedOrders />
      <Suspense fallback={null}>
        {viewing?.review && (
          <ViewReviewDialog
            open
            onClose={() => setViewing(null)}
            productName={viewing.product_name}
            review={viewing.review}
          />
        )}
        {reviewing && (
          <AddReviewDialog
            open
            onClose={() => setReviewing(null)}
            orderId={reviewing._id}
            productName={reviewing.product_name}
          />
        )}
      </Suspense>
    </Container>
  );
}
