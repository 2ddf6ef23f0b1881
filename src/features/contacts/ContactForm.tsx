import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import { Box, Button, CircularProgress, Grid } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { ContactInput } from '../../../domain/types';
import { FIELD_MAX } from '../../../domain/validation';
import { messages } from '../../lib/messages';
import { contactSchema, emptyContact, trimContact } from './contactSchema';
import { useCreateContactMutation } from './contactsApi';

/** The server's own words for a rejected message (bad input, too many messages), when it gave any. */
function failureText(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && (error.status === 400 || error.status === 429)) {
    const data = 'data' in error ? (error.data as { message?: unknown } | undefined) : undefined;
    if (typeof data?.message === 'string' && data.message) return `${messages.contactFailed}: ${data.message}`;
  }
  return messages.contactFailed;
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
  { name: 'name', label: 'Name', autoComplete: 'name', max: FIELD_MAX.name, half: true },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', max: FIELD_MAX.phone, half: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', max: FIELD_MAX.email },
  { name: 'address', label: 'Address', autoComplete: 'street-address', max: FIELD_MAX.address },
  { name: 'message', label: 'Message', autoComplete: 'off', max: FIELD_MAX.message, multiline: true },
];

/** Contact us: name, phone, e-mail, address and message, all required; toasts say how it went. */
export function ContactForm() {
  const { enqueueSnackbar } = useToast();
  const [createContact] = useCreateContactMutation();
  const formik = useFormik<ContactInput>({
    initialValues: emptyContact,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        const response = await createContact(trimContact(values)).unwrap();
        if (response.status === 'Successful') {
          enqueueSnackbar(messages.contactAdded, { variant: 'success' });
          helpers.resetForm();
        } else {
          enqueueSnackbar(messages.contactFailed, { variant: 'error' });
        }
      } catch (error) {
        enqueueSnackbar(failureText(error), { variant: 'error' });
      }
    },
  });

  // After a refused submit, keyboard and screen-reader users land on the first field to fix.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    void formik.validateForm().then((errors) => {
      const first = FIELDS.find((field) => errors[field.name]);
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
            <TextInput
              id={`contact-${field.name}`}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              fullWidth
              multiline={field.multiline}
              minRows={field.multiline ? 4 : undefined}
              htmlInput={{ maxLength: field.max }}
              {...formikField(formik, field.name, ' ')}
            />
          </Grid>
        ))}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        disabled={formik.isSubmitting}
        endIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        sx={{ mt: 1, px: 5, width: { xs: '100%', sm: 'auto' } }}
      >
        Send
      </Button>
    </Box>
  );
}
