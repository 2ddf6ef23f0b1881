import StarRatings from 'react-star-ratings';
import { useLingui } from '@lingui/react';
import { alpha, Avatar, Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { localDigits } from '../../../domain/format';
import { RATING, TEXT_CUTS } from '../../../domain/limits';
import type { PublicReview } from '../../../domain/types';
import { cutText } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';

/** The star widget shows half steps; the number in brackets is the rating as given. */
const toHalfStep = (rating: number) =>
  Math.min(RATING.max, Math.max(0, Math.round(rating / RATING.step) * RATING.step));

/** One card of 'Our Customers Review'. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const { palette } = useTheme();
  const { _ } = useLingui();
  const language = useLanguage();
  const rating = localDigits(String(review.rating), language);
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        p: 3,
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 3,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={review.product_image}
          alt={_('home.reviews.cover', { name: review.product_name })}
          width={60}
          height={90}
          loading="lazy"
          decoding="async"
          sx={{ width: 60, height: 90, objectFit: 'cover', borderRadius: 1, boxShadow: 2, flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {review.product_name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', mt: 0.5 }}
            role="img"
            aria-label={_('home.reviews.rated', { rating, max: localDigits(String(RATING.max), language) })}
          >
            <StarRatings
              rating={toHalfStep(review.rating)}
              numberOfStars={RATING.max}
              starDimension="18px"
              starSpacing="1px"
              starRatedColor={palette.rating.filled}
              starEmptyColor={palette.rating.empty}
              name={`review-${review._id}`}
            />
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }} aria-hidden>
              ({rating})
            </Typography>
          </Stack>
        </Box>
      </Stack>
      <Box sx={{ position: 'relative', flex: 1 }}>
        <FormatQuoteIcon
          aria-hidden
          sx={{
            position: 'absolute',
            top: -8,
            left: -6,
            fontSize: 32,
            color: (theme) => alpha(theme.palette.secondary.main, 0.35),
          }}
        />
        <Typography
          component="blockquote"
          data-testid="review-text"
          sx={{ m: 0, pl: 3, color: 'text.secondary', lineHeight: 1.7, overflowWrap: 'anywhere' }}
        >
          {cutText(review.review, TEXT_CUTS.homeReviewText)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar
          src={review.image || '/default-avatar.svg'}
          alt=""
          sx={{ width: 44, height: 44 }}
          slotProps={{ img: { width: 44, height: 44, loading: 'lazy', decoding: 'async' } }}
        />
        <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
      </Stack>
    </Paper>
  );
}
