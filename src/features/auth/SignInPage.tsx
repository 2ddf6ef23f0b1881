import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useFormik } from 'formik';
import { useLingui } from '@lingui/react';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { useValuesTypedBeforeHydration } from '../../components/form/useValuesTypedBeforeHydration';
import { useToast } from '../../components/toast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Loading } from '../../components/Loading';
import { lazyNamed } from '../../lib/lazyNamed';
import { useLanguage } from '../../lib/i18n';
import { useHydrating } from '../../lib/serverPage';
import { googleSignInMode, signInWithGoogle, signInWithPassword } from './authThunks';
import { signInErrorText } from './authErrors';
import { signInSchema, type SignInValues } from './authSchemas';
import { selectAuthLoading, selectUser } from '../../store/session';
import { AuthCard } from './AuthCard';
import { reasonText, returnPath, type SignInState } from './returnPath';

// The dialogs load when first opened (or when the pointer or focus reaches the link that opens one), not with the page.
const ResetPasswordDialog = lazyNamed(() => import('./ResetPasswordDialog'), 'ResetPasswordDialog');
const EmulatedGoogleDialog = lazyNamed(() => import('./EmulatedGoogleDialog'), 'EmulatedGoogleDialog');

export default function SignInPage() {
  const dispatch = useAppDispatch();
  // The server draws this page for a visitor (domain/sign-in.ts); while the browser hydrates it, it is drawn the same,
  // its buttons disabled: until the scripts take over, Sign In would send the drawn form as a plain GET of this page,
  // and a click on the other two would be lost.
  const hydrating = useHydrating();
  const storedUser = useAppSelector(selectUser);
  const storedLoading = useAppSelector(selectAuthLoading);
  const user = hydrating ? null : storedUser;
  const authLoading = !hydrating && storedLoading;
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const { _ } = useLingui();
  const language = useLanguage();
  const target = returnPath(location.search);
  const reason = reasonText(location.search);
  const validationSchema = useMemo(() => signInSchema(_), [_]); // a new `_` with each language

  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [resetOpen, setResetOpen] = useState(0); // 0 closed; otherwise the dialog's key (fresh on each opening)
  const [googleMode, setGoogleMode] = useState<'popup' | 'emulated' | null>(null);
  const [googleDialogOpen, setGoogleDialogOpen] = useState(false);
  const [googleDialogUsed, setGoogleDialogUsed] = useState(false); // mounted from its first opening on

  // Load Firebase now, so the Google popup can open straight from the click.
  useEffect(() => {
    let alive = true;
    dispatch(googleSignInMode())
      .unwrap()
      .then((mode) => alive && setGoogleMode(mode))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [dispatch]);

  /** Runs a sign-in; on success: toast and back to where the user came from, replacing /signin in history. */
  const run = async (signIn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await signIn();
      enqueueSnackbar(_('auth.signin.success'), { variant: 'success' });
      navigate(target, { replace: true });
    } catch (caught) {
      setError(signInErrorText(caught, _, language));
      setBusy(false);
    }
  };

  const formik = useFormik<SignInValues>({
    initialValues: { email: (location.state as SignInState | null)?.email ?? '', password: '' },
    validationSchema,
    validateOnBlur: false,
    validateOnChange: submitted, // validate on submit first, then revalidate as the user types
    onSubmit: (values) =>
      run(() => dispatch(signInWithPassword({ email: values.email, password: values.password })).unwrap()),
  });

  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, formik);

  const continueWithGoogle = async () => {
    const mode =
      googleMode ??
      (await dispatch(googleSignInMode())
        .unwrap()
        .catch(() => 'popup' as const));
    if (mode === 'emulated') {
      setGoogleDialogUsed(true);
      setGoogleDialogOpen(true);
    } else void run(() => dispatch(signInWithGoogle(undefined)).unwrap());
  };

  // Already signed in (or the session just became ready): go where the user was going.
  if (user && !authLoading && !busy) return <Navigate to={target} replace />;
  if (authLoading && !busy) return <Loading label={_('auth.signin.checking')} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    formik.handleSubmit(event);
  };

  return (
    <AuthCard title={_('auth.signin.title')} busy={busy}>
      {reason && !error && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="signin-reason">
          {_(reason)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }} data-testid="signin-error">
          {error}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <TextInput
            label={_('auth.field.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...formikField(formik, 'email')}
          />
          <TextInput
            label={_('auth.field.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            {...formikField(formik, 'password')}
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setResetOpen(Date.now())}
              disabled={hydrating}
              {...ResetPasswordDialog.preloadProps}
            >
              {_('auth.signin.forgotPassword')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || hydrating}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {_('auth.signin.submit')}
          </Button>
        </Stack>
      </Box>

      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>{_('auth.signin.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={continueWithGoogle}
        {...(googleMode === 'emulated' && EmulatedGoogleDialog.preloadProps)}
        disabled={busy || hydrating}
      >
        {_('auth.signin.google')}
      </Button>

      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        {_('auth.signin.newHere')}{' '}
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
          {_('auth.signin.signUpLink')}
        </Link>
      </Typography>

      <Suspense fallback={null}>
        {resetOpen > 0 && (
          <ResetPasswordDialog
            key={resetOpen}
            open
            initialEmail={formik.values.email}
            onClose={() => setResetOpen(0)}
          />
        )}
        {googleDialogUsed && (
          <EmulatedGoogleDialog
            open={googleDialogOpen}
            onClose={() => setGoogleDialogOpen(false)}
            onContinue={(account) => {
              setGoogleDialogOpen(false);
              void run(() => dispatch(signInWithGoogle(account)).unwrap());
            }}
          />
        )}
      </Suspense>
    </AuthCard>
  );
}
