import * as yup from 'yup';
import type { ContactInput } from '../../../domain/types';
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';
import { messages } from '../../lib/messages';

export const emptyContact: ContactInput = { name: '', phone: '', email: '', address: '', message: '' };

const required = (message: string, max: number) =>
  yup.string().trim().required(message).max(max, messages.tooLong(max));

/** The contact form: all five fields required, e-mail and phone in the formats the server accepts. */
export const contactSchema = yup.object({
  name: required(messages.nameRequired, FIELD_MAX.name),
  phone: required(messages.phoneRequired, FIELD_MAX.phone).matches(new RegExp(PHONE_PATTERN), messages.phoneInvalid),
  email: required(messages.emailRequired, FIELD_MAX.email).matches(new RegExp(EMAIL_PATTERN), messages.emailInvalid),
  address: required(messages.addressRequired, FIELD_MAX.address),
  message: required(messages.messageRequired, FIELD_MAX.message),
});

export const trimContact = (values: ContactInput): ContactInput => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  message: values.message.trim(),
});
