import * as yup from 'yup';
import { formatCount, type Language } from '../../../domain/format';
import { FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';

export interface CheckoutForm {
  phone: string;
  address: string;
  terms: boolean;
}

export const emptyCheckout: CheckoutForm = { phone: '', address: '', terms: false };

type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * Phone and address are required (in the formats the server accepts); the terms must be accepted. Built with the
 * page's translator, so the messages (and the limits' digits) are in its language.
 */
export const checkoutSchema = (_: Translate, language: Language) =>
  yup.object({
    phone: yup
      .string()
      .trim()
      .required(_('checkout.validation.phoneRequired'))
      .max(FIELD_MAX.phone, _('checkout.validation.tooLong', { max: formatCount(FIELD_MAX.phone, language) }))
      .matches(new RegExp(PHONE_PATTERN), _('checkout.validation.phoneInvalid')),
    address: yup
      .string()
      .trim()
      .required(_('checkout.validation.addressRequired'))
      .max(FIELD_MAX.address, _('checkout.validation.tooLong', { max: formatCount(FIELD_MAX.address, language) })),
    terms: yup.boolean().oneOf([true], _('checkout.validation.termsRequired')),
  });
