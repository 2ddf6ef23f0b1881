import { useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { useValuesTypedBeforeHydration } from '../../components/form/useValuesTypedBeforeHydration';
import { useToast } from '../../components/toast';
import { Box, Button, CircularProgress, Grid } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { ContactInput } from '../../../domain/types';
import { formatCount } from '../../../domain/format';
import { FIELD_MAX } from '../../../domain/validation';
import { useLanguage } from '../../lib/i18n';
import { useHydrating } from '../../lib/serverPage';
import { contactSchema, emptyContact, TOO_LONG, trimContact } from './contactSchema';
import { useCreateContactMutation } from './contactsApi';

/** The server's own words for a rejected message (bad input, too many messages), when it gave any. */
function failureText(error: unknown, _: I18n['_']): string {
  if (error && typeof error === 'object' && 'status' in error && (error.status === 400 || error.status === 429)) {
    const data = 'data' in error ? (error.data as { message?: unknown } | undefined) : undefined;
    if (typeof data?.message === 'string' && data.message)
      return _('contacts.form.failedBecause', { reason: data.message });
  }
  return _('contacts.form.failed');
}

const FIELDS: {
  name: keyof ContactInput;
  label: string;
  autoComplete: string;
  type?: string;
  max: number;
  half?: boolean;
  multiline?: boolean;
}[] = [
  { name: 'name', label: 'contacts.form.name', autoComplete: 'name', max: FIELD_MAX.name, half: true },
  { name: 'phone', label: 'contacts.form.phone', autoComplete: 'tel', type: 'tel', max: FIELD_MAX.phone, half: true },
  { name: 'email', label: 'contacts.form.email', autoComplete: 'email', type: 'email', max: FIELD_MAX.email },
  { name: 'address', label: 'contacts.form.address', autoComplete: 'street-address', max: FIELD_MAX.address },
  { name: 'message', label: 'contacts.form.message', autoComplete: 'off', max: FIELD_MAX.message, multiline: true },
];

/** Contact us: name, phone, e-mail, address and message, all required; toasts say how it went. */
export function ContactForm() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { enqueueSnackbar } = useToast();
  const [createContact] = useCreateContactMutation();
  const formik = useFormik<ContactInput>({
    initialValues: emptyContact,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await createContact(trimContact(values)).unwrap();
        if (response.status === 'Successful') {
          enqueueSnackbar(_('contacts.form.added'), { variant: 'success' });
          helpers.resetForm();
        } else {
          enqueueSnackbar(_('contacts.form.failed'), { variant: 'error' });
        }
      } catch (error) {
        enqueueSnackbar(failureText(error, _), { variant: 'error' });
      }
    },
  });
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, formik);
  // Until the scripts take over, Send would submit the drawn form as a plain GET of this page, the message in its URL.
  const waitingForScripts = useHydrating();

  // After a refused submit, keyboard and screen-reader users land on the first field to fix.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    void formik.validateForm().then((errors) => {
      const first = FIELDS.find((field) => errors[field.name]);
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
    });
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <Grid container spacing={2}>
        {FIELDS.map((field) => {
          const bound = formikField(formik, field.name, ' ');
          // The schema's messages are catalogue keys (formikField shows them in the page's language); the too-long one
          // names the field's own maximum, in the page's digits.
          const helperText =
            bound.error && formik.errors[field.name] === TOO_LONG
              ? _(TOO_LONG, { max: formatCount(field.max, language) })
              : bound.helperText;
          return (
            <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
              <TextInput
                id={`contact-${field.name}`}
                label={_(field.label)}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required
                fullWidth
                multiline={field.multiline}
                minRows={field.multiline ? 4 : undefined}
                htmlInput={{ maxLength: field.max }}
                {...bound}
                helperText={helperText}
              />
            </Grid>
          );
        })}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        disabled={formik.isSubmitting || waitingForScripts}
        endIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        sx={{ mt: 1, px: 5, width: { xs: '100%', sm: 'auto' } }}
      >
        {_('contacts.form.send')}
      </Button>
    </Box>
  );
}
