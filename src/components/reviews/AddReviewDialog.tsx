import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { formikField } from '../form/formikField';
import { TextInput } from '../form/TextInput';
import { useToast } from '../toast';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { RATING } from '../../../domain/limits';
import { messages } from '../../lib/messages';
import { useAddReviewMutation } from '../../store/ordersApi';
import { emptyReview, isRatingInRange, REVIEW_MAX, reviewSchema, type ReviewForm } from './reviewSchema';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The paid order the review belongs to. */
  orderId: string;
  productName: string;
  /** Called after the server stored the review (the dialog has already closed). */
  onAdded?: () => void;
}

/** The server's sentence for a refused review (403, 409, 400), when it gave one. */
function serverMessage(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
  }
  return null;
}

/**
 * 'Add Review for {product name}': a rating (1–5 in half steps) and a review, both required. A rating out of range
 * shows SPEC.md's toast and nothing is sent; the outcome is a toast. Saving refreshes every Orders query.
 */
export function AddReviewDialog({ open, onClose, orderId, productName, onAdded }: Props) {
  const { enqueueSnackbar } = useToast();
  const [addReview] = useAddReviewMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<ReviewForm>({
    initialValues: emptyReview,
    validationSchema: reviewSchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        const result = await addReview({
          orderId,
          rating: Number(values.rating),
          review: values.review.trim(),
        }).unwrap();
        if (result.acknowledged && result.modifiedCount > 0) {
          enqueueSnackbar(messages.reviewAdded, { variant: 'success' });
          helpers.resetForm();
          onClose();
          onAdded?.();
        } else {
          enqueueSnackbar(messages.reviewFailed, { variant: 'error' });
        }
      } catch (error) {
        enqueueSnackbar(messages.reviewFailed, { variant: 'error' });
        setProblem(serverMessage(error));
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rating = String(formik.values.rating).trim();
    // SPEC.md §8: a rating outside 1–5 is a toast, and nothing is sent.
    if (rating && !isRatingInRange(Number(rating))) enqueueSnackbar(messages.ratingOutOfRange, { variant: 'error' });
    formik.handleSubmit(event);
  };

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    setProblem(null);
    onClose();
  };

  const titleId = `add-review-title-${orderId}`;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Add Review for {productName}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextInput
            id={`review-rating-${orderId}`}
            label="Rating"
            type="number"
            required
            autoFocus
            htmlInput={{ min: RATING.min, max: RATING.max, step: RATING.step, inputMode: 'decimal' }}
            sx={{ maxWidth: 220 }}
            {...formikField(formik, 'rating', `${RATING.min} to ${RATING.max}, in steps of ${RATING.step}`)}
          />
          <TextInput
            id={`review-text-${orderId}`}
            label="Review"
            required
            multiline
            minRows={4}
            htmlInput={{ maxLength: REVIEW_MAX }}
            {...formikField(formik, 'review', `${formik.values.review.length}/${REVIEW_MAX}`)}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={formik.isSubmitting}
            endIcon={formik.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Add Review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
