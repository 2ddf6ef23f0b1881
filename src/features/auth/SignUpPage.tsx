import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useLingui } from '@lingui/react';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import { useAppDispatch } from '../../store/hooks';
import { useLanguage } from '../../lib/i18n';
import { signUp } from './authThunks';
import { readableSignUpError } from './authErrors';
import { signUpSchema, type SignUpFormValues } from './authSchemas';
import { AuthCard } from './AuthCard';

/** `label`: a catalogue key. */
const FIELDS: Array<{ name: keyof SignUpFormValues; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'auth.field.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'auth.field.email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'auth.field.phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'auth.field.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmpassword', label: 'auth.field.confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/**
 * Account Sign Up (SPEC.md §2, §4): create the Firebase account, send the verification mail, set the name, store the
 * phone number, then sign out and go to /signin ('Verification Email Sent Successfully') to sign in with it.
 */
export default function SignUpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const { _ } = useLingui();
  const language = useLanguage();
  const validationSchema = useMemo(() => signUpSchema(_, language), [_, language]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const formik = useFormik<SignUpFormValues>({
    initialValues: { name: '', email: '', phoneNumber: '', password: '', confirmpassword: '' },
    validationSchema,
    validateOnBlur: false,
    validateOnChange: submitted,
    onSubmit: async (values) => {
      setBusy(true);
      setError(null);
      try {
        await dispatch(signUp(values)).unwrap();
        enqueueSnackbar(_('auth.signup.verificationSent'), { variant: 'success' });
        navigate('/signin', { replace: true, state: { email: values.email.trim().toLowerCase() } });
      } catch (caught) {
        setError(readableSignUpError(caught, _, language));
        setBusy(false);
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    formik.handleSubmit(event);
  };

  return (
    <AuthCard title={_('auth.signup.title')} busy={busy}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={_(field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              fullWidth
              htmlInput={field.type === 'tel' ? { inputMode: 'tel' } : undefined}
              {...formikField(formik, field.name)}
            />
          ))}
          {error && (
            <Typography role="alert" color="error" sx={{ fontWeight: 600 }} data-testid="signup-error">
              {error}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {_('auth.signup.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        {_('auth.signup.haveAccount')}{' '}
        <Link component={RouterLink} to="/signin" sx={{ fontWeight: 600 }}>
          {_('auth.signup.signInLink')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
