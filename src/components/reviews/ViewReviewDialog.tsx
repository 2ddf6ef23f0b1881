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
  const { palette } = useTheme();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="view-review-title" fullWidth maxWidth="sm">
      <DialogTitle id="view-review-title" sx={{ overflowWrap: 'anywhere' }}>
        Your Review of {productName}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar
            src={review.image || '/default-avatar.svg'}
            alt={`${review.name}'s photo`}
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
          aria-label={`Rated ${review.rating} out of ${RATING.max}`}
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
            ({review.rating})
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
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
