import * as yup from 'yup';
import type { ContactInput } from '../../../domain/types';
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';

export const emptyContact: ContactInput = { name: '', phone: '', email: '', address: '', message: '' };

/** The catalogue key of "too long"; the form shows it with the field's own maximum. */
export const TOO_LONG = 'contacts.validation.tooLong';

const required = (message: string, max: number) => yup.string().trim().required(message).max(max, TOO_LONG);

/**
 * The contact form: all five fields required, e-mail and phone in the formats the server accepts. The messages are
 * catalogue keys, translated where they are shown, so a language switch changes them at once.
 */
export const contactSchema = yup.object({
  name: required('contacts.validation.nameRequired', FIELD_MAX.name),
  phone: required('contacts.validation.phoneRequired', FIELD_MAX.phone).matches(
    new RegExp(PHONE_PATTERN),
    'contacts.validation.phoneInvalid',
  ),
  email: required('contacts.validation.emailRequired', FIELD_MAX.email).matches(
    new RegExp(EMAIL_PATTERN),
    'contacts.validation.emailInvalid',
  ),
  address: required('contacts.validation.addressRequired', FIELD_MAX.address),
  message: required('contacts.validation.messageRequired', FIELD_MAX.message),
});

export const trimContact = (values: ContactInput): ContactInput => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  message: values.message.trim(),
});
