import { Box, useMediaQuery } from '@mui/material';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { PublicReview } from '../../../domain/types';
import { reviewsSwiperConfig } from './homeConfig';
import { ReviewCard } from './ReviewCard';

/** Swiper's loop needs more slides than the widest view shows. */
const MOST_VISIBLE = Math.max(...Object.values(reviewsSwiperConfig.breakpoints).map((b) => b.slidesPerView));

/** The reviews in Swiper: its own chunk, since the section is far below the fold. */
export default function ReviewsCarousel({ reviews }: { reviews: PublicReview[] }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box
      sx={{
        '& .swiper': { pb: 6, px: 0.5, pt: 0.5 },
        '& .swiper-slide': { height: 'auto' },
        // 14 px dots 26 px apart: each keeps a 24 px touch target free of its neighbours (WCAG 2.5.8).
        '& .swiper-pagination-bullet': { width: 14, height: 14, mx: '6px !important' },
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
}
