import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { formikField } from '../form/formikField';
import { TextInput } from '../form/TextInput';
import { useToast } from '../toast';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { RATING } from '../../../domain/limits';
import { localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAddReviewMutation } from '../../store/ordersApi';
import { emptyReview, isRatingInRange, REVIEW_MAX, reviewSchema, type ReviewForm } from './reviewSchema';
import { useLingui } from '@lingui/react';

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
  const { _ } = useLingui();
  const language = useLanguage();
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
          enqueueSnackbar(_('common.review.added'), { variant: 'success' });
          helpers.resetForm();
          onClose();
          onAdded?.();
        } else {
          enqueueSnackbar(_('common.review.failed'), { variant: 'error' });
        }
      } catch (error) {
        enqueueSnackbar(_('common.review.failed'), { variant: 'error' });
        setProblem(serverMessage(error));
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rating = String(formik.values.rating).trim();
    // SPEC.md §8: a rating outside 1–5 is a toast, and nothing is sent.
    if (rating && !isRatingInRange(Number(rating)))
      enqueueSnackbar(_('common.review.ratingOutOfRange'), { variant: 'error' });
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
          {_('common.review.addTitle', { product: productName })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextInput
            id={`review-rating-${orderId}`}
            label={_('common.review.rating')}
            type="number"
            required
            autoFocus
            htmlInput={{ min: RATING.min, max: RATING.max, step: RATING.step, inputMode: 'decimal' }}
            sx={{ maxWidth: 220 }}
            {...formikField(
              formik,
              'rating',
              _('common.review.ratingHint', {
                min: localDigits(String(RATING.min), language),
                max: localDigits(String(RATING.max), language),
                step: localDigits(String(RATING.step), language),
              }),
            )}
          />
          <TextInput
            id={`review-text-${orderId}`}
            label={_('common.review.review')}
            required
            multiline
            minRows={4}
            htmlInput={{ maxLength: REVIEW_MAX }}
            {...formikField(formik, 'review', localDigits(`${formik.values.review.length}/${REVIEW_MAX}`, language))}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            {_('common.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={formik.isSubmitting}
            endIcon={formik.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {_('common.review.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
