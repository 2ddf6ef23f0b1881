import { lazy, Suspense, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Container, Typography } from '@mui/material';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { useNearViewport } from '../../lib/idleAndViewport';
import { usePublicReviewsQuery } from '../../store/booksApi';

const ReviewsCarousel = lazy(() => import('./ReviewsCarousel'));

/** Home section 6 (id="reviews"): the carousel of reviews from GET /reviews. */
export function CustomerReviews() {
  const { _ } = useLingui();
  const section = useRef<HTMLElement>(null);
  // The last section of the page: its carousel (Swiper) is built when the shopper scrolls near it.
  const near = useNearViewport(section);
  const { data: reviews, isLoading, isError, refetch } = usePublicReviewsQuery();

  const loading = <Loading label={_('home.reviews.loading')} minHeight={240} />;
  let content;
  if (isLoading) content = loading;
  else if (isError || !reviews) content = <ErrorState onRetry={refetch} />;
  else if (reviews.length === 0) content = <EmptyState title={_('home.reviews.empty')} illustration={false} />;
  else if (!near) content = loading;
  else
    content = (
      <Suspense fallback={loading}>
        <ReviewsCarousel reviews={reviews} />
      </Suspense>
    );

  return (
    <Box
      component="section"
      ref={section}
      id="reviews"
      tabIndex={-1}
      aria-labelledby="reviews-heading"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'surface.sand', scrollMarginTop: '72px', outline: 'none' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="reviews-heading"
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', color: 'primary.main', mb: 1 }}
        >
          {_('home.reviews.title')}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4 }}>
          {_('home.reviews.subtitle')}
        </Typography>
        {content}
      </Container>
    </Box>
  );
}
