import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import { Trans, useLingui } from '@lingui/react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Container,
  FormControlLabel,
  FormHelperText,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { paisaToTaka, REVIEW_DISCOUNT_RATE } from '../../../domain/pricing';
import { FIELD_MAX } from '../../../domain/validation';
import { useAppSelector } from '../../store/hooks';
import { BookNotFound } from '../../components/books/BookNotFound';
import { ErrorState } from '../../components/ErrorState';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { visuallyHidden } from '../../lib/a11y';
import { formatTaka } from '../../lib/format';
import { useCategoryName, useLanguage } from '../../lib/i18n';
import { isOffline, offlineText } from '../../lib/onlineStatus';
import { AddReviewDialog } from '../../components/reviews/lazyDialogs';
import { BuyingSummary } from './BuyingSummary';
import { useCheckoutQuoteQuery, useStartPaymentMutation } from './checkoutApi';
import type { CheckoutQuote } from '../../../domain/schemas/checkout';
import { checkoutSchema, emptyCheckout, type CheckoutForm } from './checkoutSchema';
import { formatPaisaTaka, formatPercent } from './money';
import { redirectTo } from './redirect';

/** The page's two columns from md up (the form 7 parts, the summary 5), one above the other on a phone. */
const SPLIT = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 3 } as const;

/** SSLCommerz keeps product descriptions short; the server ignores them anyway and uses the book. */
const ITEM_DESC_MAX = 255;

/**
 * What to tell the customer when POST /ssl/init refuses or cannot be reached: the API's words, or a catalogue key's
 * text.
 */
function paymentProblem(error: unknown, _: (id: string) => string): string {
  if (isOffline()) return offlineText();
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error.data as { message?: unknown } | undefined)
      : undefined;
  const said = typeof data?.message === 'string' && data.message ? data.message : null;
  if (status === 409) return said ?? _('checkout.payment.conflict');
  if (status === 404) return _('checkout.payment.bookGone');
  if (status === 400 && said) return said;
  if (typeof status === 'number' && status >= 500) return _('checkout.payment.gatewayDown');
  return _('checkout.payment.startFailed');
}

function ReviewPrompt({ productName, onYes, onNo }: { productName: string; onYes: () => void; onNo: () => void }) {
  const { _ } = useLingui();
  const language = useLanguage();
  return (
    <Alert
      severity="info"
      onClose={onNo}
      closeText={_('checkout.prompt.cancel')}
      sx={{ mb: 3 }}
      component="section"
      role="region"
      aria-label={_('checkout.prompt.label')}
    >
      <Typography sx={{ mb: 0.5 }}>
        {_('checkout.prompt.text', { discount: formatPercent(REVIEW_DISCOUNT_RATE, language) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>
        {_('checkout.prompt.previous')} <strong>{productName}</strong>
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" size="small" onClick={onYes} {...AddReviewDialog.preloadProps}>
          {_('checkout.prompt.yes')}
        </Button>
        <Button variant="outlined" size="small" onClick={onNo}>
          {_('checkout.prompt.no')}
        </Button>
      </Stack>
    </Alert>
  );
}

function NotPurchasable({ quote }: { quote: CheckoutQuote }) {
  const { _ } = useLingui();
  const purchased = quote.reason === 'purchased';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={quote.book.image}
          alt={_('checkout.unavailable.coverAlt', { name: quote.book.name })}
          width={120}
          height={180}
          sx={{ width: 120, height: 'auto', borderRadius: 1, boxShadow: 2, alignSelf: { xs: 'center', sm: 'auto' } }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {quote.book.name}
          </Typography>
          <Alert severity={purchased ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
            <AlertTitle>
              {_(purchased ? 'checkout.unavailable.alreadyBought' : 'checkout.unavailable.outOfStock')}
            </AlertTitle>
            {_(purchased ? 'checkout.unavailable.alreadyBoughtHint' : 'checkout.unavailable.outOfStockHint')}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {purchased && (
              <Button component={RouterLink} to="/mybooks" variant="contained">
                {_('checkout.result.goToMyBooks')}
              </Button>
            )}
            <Button component={RouterLink} to="/books" variant={purchased ? 'outlined' : 'contained'}>
              {_('checkout.unavailable.browseBooks')}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

/** What the customer cannot change here: tinted, so it reads apart from the fields to fill in. */
const readOnlySx = { '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } } as const;

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return <TextInput id={id} label={label} value={value} fullWidth htmlInput={{ readOnly: true }} sx={readOnlySx} />;
}

function PersonalInformation({ quote, onStale }: { quote: CheckoutQuote; onStale: () => void }) {
  const user = useAppSelector((state) => state.auth.user);
  const [startPayment, { isLoading: starting }] = useStartPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const name = user?.displayName || user?.email || '';
  const email = user?.email ?? '';
  const { book } = quote;
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  const language = useLanguage();
  const validationSchema = useMemo(() => checkoutSchema(_, language), [_, language]);

  const formik = useFormik<CheckoutForm>({
    // Editable: the last order's phone and address (or the profile's phone), so a returning shopper need not retype
    // them.
    initialValues: { ...emptyCheckout, phone: quote.prefill?.phone ?? '', address: quote.prefill?.address ?? '' },
    validationSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const { url } = await startPayment({
          book_id: book._id,
          cus_name: name,
          cus_email: email,
          cus_phone: values.phone.trim(),
          cus_add1: values.address.trim(),
          item_name: book.name,
          item_desc: Array.from(book.description).slice(0, ITEM_DESC_MAX).join(''),
          item_category: book.category,
          item_image: book.image,
          total_amount: paisaToTaka(quote.grandTotalPaisa),
        }).unwrap();
        setLeaving(true);
        redirectTo(url);
      } catch (error) {
        setProblem(paymentProblem(error, _));
        // Bought meanwhile, or the last copy went: the quote says so and the form gives way to the message.
        if (error && typeof error === 'object' && 'status' in error && (error.status === 409 || error.status === 404))
          onStale();
      }
    },
  });

  // Fields stay enabled while the form validates, so a refused submit can move the focus to the first error.
  const busy = starting || leaving;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    void formik.validateForm().then((errors) => {
      const first = (['phone', 'address', 'terms'] as const).find((field) => errors[field]);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
    });
  };
  const termsError = formik.submitCount > 0 ? formik.errors.terms : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby="personal-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="personal-heading" variant="h5" component="h2" sx={{ mb: 2, color: 'primary.main' }}>
        {_('checkout.form.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="personal-heading">
        {/* A CSS grid: two columns from sm up, fields that take a whole row say so. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <ReadOnlyField id="checkout-name" label={_('checkout.form.name')} value={name} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <ReadOnlyField id="checkout-email" label={_('checkout.form.email')} value={email} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ReadOnlyField id="checkout-book" label={_('checkout.form.bookName')} value={book.name} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <ReadOnlyField
              id="checkout-price"
              label={_('checkout.form.price')}
              value={formatTaka(book.price, language)}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <ReadOnlyField
              id="checkout-category"
              label={_('checkout.form.category')}
              value={categoryName(book.category)}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextInput
              id="checkout-phone"
              label={_('checkout.form.phone')}
              type="tel"
              autoComplete="tel"
              required
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: FIELD_MAX.phone }}
              {...formikField(formik, 'phone', ' ')}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextInput
              id="checkout-address"
              label={_('checkout.form.address')}
              autoComplete="street-address"
              required
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: FIELD_MAX.address }}
              {...formikField(formik, 'address', ' ')}
            />
          </Box>
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              id="checkout-terms"
              name="terms"
              checked={formik.values.terms}
              onChange={formik.handleChange}
              disabled={busy}
            />
          }
          label={
            // The link's place in the sentence differs by language; a new tab, so that reading the terms does not
            // lose what is typed here.
            <Trans
              id="checkout.form.agree"
              components={{
                0: <Link component={RouterLink} to="/terms" target="_blank" rel="noopener" />,
                1: (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {_('checkout.form.opensInNewTab')}
                  </Box>
                ),
              }}
            />
          }
        />
        {termsError && <FormHelperText error>{termsError}</FormHelperText>}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {busy && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={18} aria-hidden />
              <span>{_('checkout.form.paymentStarting')}</span>
            </Stack>
          )}
        </Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={!formik.values.terms || busy || formik.isSubmitting}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockIcon />}
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          {_('checkout.form.pay', { amount: formatPaisaTaka(quote.grandTotalPaisa, language) })}
        </Button>
      </Box>
    </Paper>
  );
}

function CheckoutSkeleton() {
  const { _ } = useLingui();
  return (
    <Box sx={SPLIT} role="status" aria-label={_('checkout.loading')}>
      <Box sx={{ minWidth: 0 }}>
        <Skeleton variant="rounded" height={380} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}

/** /checkout/:id — the server's quote, the customer's details and the start of the payment. */
export default function CheckoutPage() {
  const { id = '' } = useParams();
  const { currentData: quote, error, isFetching, refetch } = useCheckoutQuoteQuery(id);
  const [promptClosed, setPromptClosed] = useState(false);
  const { _ } = useLingui();
  const [reviewing, setReviewing] = useState(false);
  const [reviewUsed, setReviewUsed] = useState(false); // the (lazy) dialog stays mounted from its first opening on
  const notFound = Boolean(error && 'status' in error && error.status === 404);
  const openReview = () => {
    setReviewUsed(true);
    setReviewing(true);
  };

  let main;
  if (!quote && isFetching) main = <CheckoutSkeleton />;
  else if (notFound) main = <BookNotFound />;
  else if (error || !quote) main = <ErrorState onRetry={refetch} />;
  else if (!quote.purchasable) main = <NotPurchasable quote={quote} />;
  else
    main = (
      <>
        {quote.reviewPrompt && !promptClosed && (
          <ReviewPrompt
            productName={quote.reviewPrompt.productName}
            onYes={openReview}
            onNo={() => setPromptClosed(true)}
          />
        )}
        <Box sx={SPLIT}>
          <Box sx={{ minWidth: 0, order: { xs: 1, md: 2 } }}>
            <BuyingSummary quote={quote} />
          </Box>
          <Box sx={{ minWidth: 0, order: { xs: 2, md: 1 } }}>
            <PersonalInformation quote={quote} onStale={() => void refetch()} />
          </Box>
        </Box>
        {quote.reviewPrompt && reviewUsed && (
          <Suspense fallback={null}>
            <AddReviewDialog
              open={reviewing}
              onClose={() => setReviewing(false)}
              orderId={quote.reviewPrompt.orderId}
              productName={quote.reviewPrompt.productName}
              onAdded={() => {
                setPromptClosed(true);
                // The prompt that opened the dialog is gone: keyboard users continue at the (now discounted) summary.
                document.getElementById('summary-heading')?.focus();
              }}
            />
          </Suspense>
        )}
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ mb: 3, color: 'primary.main', fontSize: { xs: '2rem', md: '3rem' } }}
      >
        {_('checkout.title')}
      </Typography>
      {main}
    </Container>
  );
}
