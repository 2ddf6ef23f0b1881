import * as yup from 'yup';
import { FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';
import { messages } from '../../lib/messages';

export interface CheckoutForm {
  phone: string;
  address: string;
  terms: boolean;
}

export const emptyCheckout: CheckoutForm = { phone: '', address: '', terms: false };

/** Phone and address are required (in the formats the server accepts); the terms must be accepted. */
export const checkoutSchema = yup.object({
  phone: yup
    .string()
    .trim()
    .required(messages.phoneRequired)
    .max(FIELD_MAX.phone, messages.tooLong(FIELD_MAX.phone))
    .matches(new RegExp(PHONE_PATTERN), messages.phoneInvalid),
  address: yup
    .string()
    .trim()
    .required(messages.addressRequired)
    .max(FIELD_MAX.address, messages.tooLong(FIELD_MAX.address)),
  terms: yup.boolean().oneOf([true], messages.termsRequired),
});
