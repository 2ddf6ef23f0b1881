import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import {
  Alert,
  alpha,
  Box,
  Button,
  Chip,
  Container,
  Divider,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { formatCount } from '../../../domain/format';
import { TEXT_CUTS } from '../../../domain/limits';
import type { Book } from '../../../domain/types';
import { BelowTheFold } from '../../components/BelowTheFold';
import { BookNotFound } from '../../components/books/BookNotFound';
import { ErrorState } from '../../components/ErrorState';
import { firstChars, formatDate, formatTaka } from '../../lib/format';
import { useCategoryName, useLanguage } from '../../lib/i18n';
import { whenIdle } from '../../lib/idleAndViewport';
import { lazyNamed } from '../../lib/lazyNamed';
import { useBookByIdQuery, useNotifyMeQuery, usePurchasedBookIds, useSetNotifyMeMutation } from '../../store/booksApi';

// Below the fold: its code (the book grid and its cards) is not part of the book's first paint; it is fetched once
// the browser is idle and built when the shopper scrolls near it.
const RelatedBooks = lazyNamed(() => import('./RelatedBooks'), 'RelatedBooks');

const GoBack = memo(function GoBack() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // The browser router numbers this tab's entries inside the shop (history.state.idx, 0 for the first). At 0 — opened
  // from a link elsewhere, or the page sign-in replaced itself with — going back would leave the shop: go to the books.
  // (Without that number, as under a memory router, the first entry's key is 'default'.)
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    const inShop = idx !== undefined ? idx > 0 : location.key !== 'default';
    return inShop ? navigate(-1) : navigate('/books');
  };
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ mb: 2 }}>
      {_('books.detail.back')}
    </Button>
  );
});

/** Out of stock: no checkout, but a signed-in shopper may ask for one mail when it is back (or withdraw that). */
function NotifyMe({ bookId }: { bookId: string }) {
  const { _ } = useLingui();
  const { data: requested, isLoading, isError } = useNotifyMeQuery(bookId);
  const [setNotifyMe, { isLoading: saving, isError: saveFailed }] = useSetNotifyMeMutation();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="notify-me">
      <Button variant="contained" size="large" disabled>
        {_('books.detail.outOfStock')}
      </Button>
      {isLoading ? (
        <Skeleton variant="rounded" width={240} height={36} />
      ) : requested ? (
        <>
          <Typography role="status" sx={{ color: 'success.dark', display: 'flex', alignItems: 'center', gap: 1 }}>
            <MarkEmailReadIcon aria-hidden /> {_('books.detail.notifyRequested')}
          </Typography>
          <Button variant="text" disabled={saving} onClick={() => void setNotifyMe({ bookId, requested: false })}>
            {_('books.detail.notifyCancel')}
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveIcon />}
          disabled={saving || isError}
          onClick={() => void setNotifyMe({ bookId, requested: true })}
        >
          {_('books.detail.notifyMe')}
        </Button>
      )}
      {(saveFailed || isError) && (
        <Alert severity="error" role="alert">
          {_('books.detail.notifyFailed')}
        </Alert>
      )}
    </Stack>
  );
}

function CheckoutButton({ book, purchased }: { book: Book; purchased: boolean | null }) {
  const { _ } = useLingui();
  // Not known yet: the button's place, neither offered nor refused.
  if (purchased === null) {
    return (
      <Button variant="contained" size="large" disabled aria-busy="true">
        {_('books.detail.checkout')}
      </Button>
    );
  }
  if (purchased) {
    return (
      <Button variant="contained" size="large" disabled startIcon={<BlockIcon />}>
        {_('books.detail.alreadyPurchased')}
      </Button>
    );
  }
  if (book.stock <= 0) return <NotifyMe bookId={book._id} />;
  return (
    <Button
      component={RouterLink}
      to={`/checkout/${book._id}`}
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<ShoppingCartCheckoutIcon />}
    >
      {_('books.detail.checkout')}
    </Button>
  );
}

/** The tinted frame around the cover, the same for the skeleton and the book. */
function CoverFrame({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ bgcolor: 'surface.sand', p: { xs: 2, md: 4 }, display: 'grid', placeItems: 'center' }}
    >
      {children}
    </Paper>
  );
}

/**
 * The loaded page's boxes at their final sizes (same grid, cover frame and line heights), so nothing moves when the
 * book arrives.
 */
function DetailSkeleton() {
  const { _ } = useLingui();
  return (
    <Grid container spacing={{ xs: 3, md: 5 }} role="status" aria-label={_('books.detail.loading')}>
      <Grid size={{ xs: 12, md: 5 }}>
        <CoverFrame>
          <Skeleton
            variant="rectangular"
            sx={{ width: '100%', maxWidth: 340, height: 'auto', aspectRatio: '400 / 600', borderRadius: 1 }}
          />
        </CoverFrame>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography sx={{ width: '40%' }}>
          <Skeleton />
        </Typography>
        <Typography variant="h3" sx={{ my: 1, width: '80%' }}>
          <Skeleton />
        </Typography>
        <Skeleton variant="rounded" width={96} height={32} sx={{ mb: 2 }} />
        <Typography variant="h4" sx={{ mb: 2, width: '35%' }}>
          <Skeleton />
        </Typography>
        <Typography sx={{ mb: 2, width: '50%' }}>
          <Skeleton />
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Typography sx={{ lineHeight: 1.7, mb: 3 }}>
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Typography>
      </Grid>
    </Grid>
  );
}

/**
 * The book's cover and facts. Memoised, as useDeferredValue needs: each store update first renders the page at once
 * with the previous values, and only a memoised child skips that render.
 */
const BookDetails = memo(function BookDetails({ book, purchased }: { book: Book; purchased: boolean | null }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const categoryName = useCategoryName();
  return (
    <Grid container spacing={{ xs: 3, md: 5 }} component="article" aria-labelledby="book-title">
      <Grid size={{ xs: 12, md: 5 }}>
        <CoverFrame>
          <Box
            component="img"
            src={book.image}
            alt={_('books.detail.cover', { name: book.name })}
            width={400}
            height={600}
            sx={{
              width: '100%',
              maxWidth: 340,
              height: 'auto',
              boxShadow: (theme) => `0 12px 28px ${alpha(theme.palette.surface.night, 0.3)}`,
              borderRadius: 1,
            }}
          />
        </CoverFrame>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {_('books.detail.published')} <time dateTime={book.createdAt}>{formatDate(book.createdAt, language)}</time>
        </Typography>
        <Typography id="book-title" variant="h3" component="h1" sx={{ my: 1, overflowWrap: 'anywhere' }}>
          {book.name}
        </Typography>
        {book.authors.length > 0 && (
          <Typography
            variant="h6"
            component="p"
            data-testid="detail-authors"
            sx={{ mb: 1.5, color: 'text.secondary', fontWeight: 500 }}
          >
            {_('books.detail.byAuthors', { authors: book.authors.join(', ') })}
          </Typography>
        )}
        <Chip label={categoryName(book.category)} color="primary" sx={{ mb: 2 }} />
        <Typography
          variant="h4"
          component="p"
          data-testid="detail-price"
          sx={{ color: 'secondary.dark', fontWeight: 800, mb: 2 }}
        >
          {formatTaka(book.price, language)}/=
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {book.stock > 0 ? (
            <Typography>
              <strong>{_('books.detail.stock')}</strong> {formatCount(book.stock, language)}
            </Typography>
          ) : (
            <Typography data-testid="detail-out-of-stock" sx={{ color: 'error.dark', fontWeight: 700 }}>
              {_('books.detail.outOfStock')}
            </Typography>
          )}
          {book.publisher && (
            <Typography>
              <strong>{_('books.detail.publisher')}</strong> {book.publisher}
            </Typography>
          )}
          {book.language && (
            <Typography>
              <strong>{_('books.detail.language')}</strong> {book.language}
            </Typography>
          )}
          <Typography>
            <strong>{_('books.detail.sku')}</strong>{' '}
            <span data-testid="detail-sku">{firstChars(book.sku, TEXT_CUTS.detailSku)}</span>
          </Typography>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Typography sx={{ whiteSpace: 'pre-line', mb: 3, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {book.description}
        </Typography>
        <CheckoutButton book={book} purchased={purchased} />
      </Grid>
    </Grid>
  );
});

/** /books/:id — one book, its checkout button and books of the same category. */
export default function BookDetailPage() {
  useEffect(() => whenIdle(RelatedBooks.preload, 3000), []);
  const { id = '' } = useParams();
  // The book and the purchases arrive through the store, whose updates React renders in one go: deferred, the details
  // are built in short slices while the skeleton stays (a phone's main thread stays free).
  const purchased = useDeferredValue(usePurchasedBookIds());
  // currentData: a newly opened book never shows the previous one's details while it loads.
  const { currentData: book, error, isFetching, refetch } = useDeferredValue(useBookByIdQuery(id));
  // A malformed id (400) names no book either: it is not a connection problem.
  const notFound = Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));

  let main;
  if (!book && isFetching) main = <DetailSkeleton />;
  else if (notFound) main = <BookNotFound />;
  else if (error || !book) main = <ErrorState onRetry={refetch} />;
  else main = <BookDetails book={book} purchased={purchased ? purchased.has(book._id) : null} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <GoBack />
      {main}
      {book && !notFound && (
        <BelowTheFold height={600}>
          <RelatedBooks id={book._id} purchased={purchased} />
        </BelowTheFold>
      )}
    </Container>
  );
}
