import { Box, Container, Typography, useMediaQuery } from '@mui/material';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { messages } from '../../lib/messages';
import { usePublicReviewsQuery } from '../books';
import { reviewsSwiperConfig } from './homeConfig';
import { ReviewCard } from './ReviewCard';

/** Swiper's loop needs more slides than the widest view shows. */
const MOST_VISIBLE = Math.max(...Object.values(reviewsSwiperConfig.breakpoints).map((b) => b.slidesPerView));

/** Home section 6 (id="reviews"): the carousel of reviews from GET /reviews. */
export function CustomerReviews() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data: reviews, isLoading, isError, refetch } = usePublicReviewsQuery();

  let content;
  if (isLoading) content = <Loading label="Loading reviews" minHeight={240} />;
  else if (isError || !reviews) content = <ErrorState onRetry={refetch} />;
  else if (reviews.length === 0) content = <EmptyState title={messages.noReviewsYet} illustration={false} />;
  else
    content = (
      <Box
        sx={{
          '& .swiper': { pb: 6, px: 0.5, pt: 0.5 },
          '& .swiper-slide': { height: 'auto' },
          '& .swiper-pagination-bullet': { width: 10, height: 10 },
          '& .swiper-pagination-bullet-active': { bgcolor: 'secondary.main' },
        }}
      >
        <Swiper
          modules={[Autoplay, Pagination, A11y]}
          {...reviewsSwiperConfig}
          autoplay={reduceMotion ? false : reviewsSwiperConfig.autoplay}
          loop={reviewsSwiperConfig.loop && reviews.length > MOST_VISIBLE}
        >
          {reviews.map((review) => (
            <SwiperSlide key={review._id}>
              <ReviewCard review={review} />
            </SwiperSlide>
          ))}
        </Swiper>
      </Box>
    );

  return (
    <Box
      component="section"
      id="reviews"
      tabIndex={-1}
      aria-labelledby="reviews-heading"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'surface.sand', scrollMarginTop: '72px', outline: 'none' }}
    >
      <Container maxWidth="lg">
        <Typography id="reviews-heading" variant="h3" component="h2" sx={{ textAlign: 'center', color: 'primary.main', mb: 1 }}>
          Our Customers Review
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4 }}>What readers say about the books they bought here.</Typography>
        {content}
      </Container>
    </Box>
  );
}
