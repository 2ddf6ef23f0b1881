import { Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
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
  Grid,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { paisaToTaka } from '../../../domain/pricing';
import { FIELD_MAX } from '../../../domain/validation';
import { useAppSelector } from '../../store/hooks';
import { BookNotFound } from '../../components/books/BookNotFound';
import { ErrorState } from '../../components/ErrorState';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { visuallyHidden } from '../../lib/a11y';
import { formatTaka } from '../../lib/format';
import { messages } from '../../lib/messages';
import { isOffline, offlineText } from '../../lib/onlineStatus';
import { AddReviewDialog } from '../../components/reviews/lazyDialogs';
import { BuyingSummary } from './BuyingSummary';
import { useCheckoutQuoteQuery, useStartPaymentMutation } from './checkoutApi';
import type { CheckoutQuote } from '../../../domain/schemas/checkout';
import { checkoutSchema, emptyCheckout, type CheckoutForm } from './checkoutSchema';
import { formatPaisaTaka } from './money';
import { redirectTo } from './redirect';

/** SSLCommerz keeps product descriptions short; the server ignores them anyway and uses the book. */
const ITEM_DESC_MAX = 255;

/** What to tell the customer when POST /ssl/init refuses or cannot be reached. */
function paymentProblem(error: unknown): string {
  if (isOffline()) return offlineText();
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error.data as { message?: unknown } | undefined)
      : undefined;
  const said = typeof data?.message === 'string' && data.message ? data.message : null;
  if (status === 409) return said ?? messages.paymentConflict;
  if (status === 404) return messages.paymentBookGone;
  if (status === 400 && said) return said;
  if (typeof status === 'number' && status >= 500) return messages.paymentGatewayDown;
  return messages.paymentStartFailed;
}

function ReviewPrompt({ productName, onYes, onNo }: { productName: string; onYes: () => void; onNo: () => void }) {
  return (
    <Alert
      severity="info"
      onClose={onNo}
      closeText="Cancel"
      sx={{ mb: 3 }}
      component="section"
      role="region"
      aria-label="Discount offer"
    >
      <Typography sx={{ mb: 0.5 }}>{messages.reviewPrompt}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>
        Your previous purchase: <strong>{productName}</strong>
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" size="small" onClick={onYes} {...AddReviewDialog.preloadProps}>
          Yes
        </Button>
        <Button variant="outlined" size="small" onClick={onNo}>
          No
        </Button>
      </Stack>
    </Alert>
  );
}

function NotPurchasable({ quote }: { quote: CheckoutQuote }) {
  const purchased = quote.reason === 'purchased';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={quote.book.image}
          alt={`Cover of ${quote.book.name}`}
          width={120}
          height={180}
          sx={{ width: 120, height: 'auto', borderRadius: 1, boxShadow: 2, alignSelf: { xs: 'center', sm: 'auto' } }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {quote.book.name}
          </Typography>
          <Alert severity={purchased ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
            <AlertTitle>{purchased ? messages.bookAlreadyBought : messages.bookOutOfStock}</AlertTitle>
            {purchased ? messages.bookAlreadyBoughtHint : messages.bookOutOfStockHint}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {purchased && (
              <Button component={RouterLink} to="/mybooks" variant="contained">
                Go to My Books
              </Button>
            )}
            <Button component={RouterLink} to="/books" variant={purchased ? 'outlined' : 'contained'}>
              Browse Books
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

  const formik = useFormik<CheckoutForm>({
    // Editable: the last order's phone and address (or the profile's phone), so a returning shopper need not retype them.
    initialValues: { ...emptyCheckout, phone: quote.prefill?.phone ?? '', address: quote.prefill?.address ?? '' },
    validationSchema: checkoutSchema,
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
        setProblem(paymentProblem(error));
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
        Personal Information
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="personal-heading">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField id="checkout-name" label="Name" value={name} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField id="checkout-email" label="Email" value={email} />
          </Grid>
          <Grid size={12}>
            <ReadOnlyField id="checkout-book" label="Book Name" value={book.name} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField id="checkout-price" label="Price" value={formatTaka(book.price)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField id="checkout-category" label="Category" value={book.category} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="checkout-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: FIELD_MAX.phone }}
              {...formikField(formik, 'phone', ' ')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="checkout-address"
              label="Address"
              autoComplete="street-address"
              required
              fullWidth
              disabled={busy}
              htmlInput={{ maxLength: FIELD_MAX.address }}
              {...formikField(formik, 'address', ' ')}
            />
          </Grid>
        </Grid>
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
            <>
              I agree to the {/* A new tab, so that reading the terms does not lose what is typed here. */}
              <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                terms and conditions
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {messages.opensInNewTab}
                </Box>
              </Link>
            </>
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
              <span>{messages.paymentStarting}</span>
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
          Pay {formatPaisaTaka(quote.grandTotalPaisa)}
        </Button>
      </Box>
    </Paper>
  );
}

function CheckoutSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-label="Loading the checkout">
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={380} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
    </Grid>
  );
}

/** /checkout/:id — the server's quote, the customer's details and the start of the payment. */
export default function CheckoutPage() {
  const { id = '' } = useParams();
  const { currentData: quote, error, isFetching, refetch } = useCheckoutQuoteQuery(id);
  const [promptClosed, setPromptClosed] = useState(false);
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
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 1, md: 2 } }}>
            <BuyingSummary quote={quote} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 2, md: 1 } }}>
            <PersonalInformation quote={quote} onStale={() => void refetch()} />
          </Grid>
        </Grid>
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
        Checkout
      </Typography>
      {main}
    </Container>
  );
}
