import StarRatings from 'react-star-ratings';
import {
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { RATING } from '../../../domain/limits';
import type { Review } from '../../../domain/types';
import { useLingui } from '@lingui/react';
import { localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';

/** The star widget shows half steps; the number beside it is the rating as given. */
const toHalfStep = (rating: number) =>
  Math.min(RATING.max, Math.max(0, Math.round(rating / RATING.step) * RATING.step));

interface Props {
  open: boolean;
  onClose: () => void;
  productName: string;
  review: Review;
}

/** 'View Your Review': the reviewer's name, e-mail, rating, review and image. */
export function ViewReviewDialog({ open, onClose, productName, review }: Props) {
  const { _ } = useLingui();
  const language = useLanguage();
  const { palette } = useTheme();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="view-review-title" fullWidth maxWidth="sm">
      <DialogTitle id="view-review-title" sx={{ overflowWrap: 'anywhere' }}>
        {_('common.review.viewTitle', { product: productName })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar
            src={review.image || '/default-avatar.svg'}
            alt={_('common.review.photoAlt', { name: review.name })}
            sx={{ width: 64, height: 64 }}
            slotProps={{ img: { width: 64, height: 64 } }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="review-name">
              {review.name}
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              data-testid="review-email"
            >
              {review.email}
            </Typography>
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 2 }}
          role="img"
          aria-label={_('common.review.ratedOutOf', {
            rating: localDigits(String(review.rating), language),
            max: localDigits(String(RATING.max), language),
          })}
        >
          <StarRatings
            rating={toHalfStep(review.rating)}
            numberOfStars={RATING.max}
            starDimension="22px"
            starSpacing="2px"
            starRatedColor={palette.rating.filled}
            starEmptyColor={palette.rating.empty}
            name="my-review-rating"
          />
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 600 }} aria-hidden>
            ({localDigits(String(review.rating), language)})
          </Typography>
        </Stack>
        <Typography
          component="blockquote"
          data-testid="review-text"
          sx={{ m: 0, whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}
        >
          {review.review}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {_('common.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
