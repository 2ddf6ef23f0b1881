import * as yup from 'yup';
import { RATING } from '../../../domain/limits';

/** PATCH /orders/:id takes a review of 1–1000 characters. */
export const REVIEW_MAX = 1000;

export interface ReviewForm {
  /** Formik hands a number input's value over as a number ('' when empty). */
  rating: string | number;
  review: string;
}

export const emptyReview: ReviewForm = { rating: '', review: '' };

export const isRatingInRange = (rating: number) => rating >= RATING.min && rating <= RATING.max;

/**
 * Required fields (messages are catalogue keys, shown by the form fields); the range is checked separately so its
 * message can also go out as SPEC.md's toast.
 */
export const reviewSchema = yup.object({
  rating: yup
    .string()
    .trim()
    .required('common.review.ratingRequired')
    .test('range', 'common.review.ratingOutOfRange', (value) => !value || isRatingInRange(Number(value)))
    .test(
      'half-steps',
      'common.review.ratingHalfSteps',
      (value) => !value || !isRatingInRange(Number(value)) || Number.isInteger(Number(value) / RATING.step),
    ),
  review: yup
    .string()
    .trim()
    .required('common.review.reviewRequired')
    .max(REVIEW_MAX, { id: 'common.validation.tooLong', values: { max: REVIEW_MAX } }),
});
