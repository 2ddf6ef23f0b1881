/** POST /api/v1/ssl/init and the gateway's callbacks. */
import { Type, type Static } from 'typebox';
import { FIELD_MAX, PHONE_PATTERN } from '../validation';
import { ErrorBody, Text, Uuid } from './common';

/**
 * SPEC.md §3's payment payload plus book_id. Only book_id, cus_phone and cus_add1 are used: totals, item names and
 * the e-mail come from the book and the account on the server.
 */
export const PaymentInitBody = Type.Object({
  book_id: Uuid,
  cus_phone: Text({ maxLength: FIELD_MAX.phone, pattern: PHONE_PATTERN }),
  cus_add1: Text({ minLength: 1, maxLength: FIELD_MAX.address }),
  cus_name: Type.Optional(Type.String({ maxLength: 200 })),
  cus_email: Type.Optional(Type.String({ maxLength: 200 })),
  item_name: Type.Optional(Type.String({ maxLength: 500 })),
  item_desc: Type.Optional(Type.String({ maxLength: 5000 })),
  item_category: Type.Optional(Type.String({ maxLength: 200 })),
  item_image: Type.Optional(Type.String({ maxLength: 2000 })),
  total_amount: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
      description: 'Ignored: the server computes the total',
    }),
  ),
});
export type PaymentInitBody = Static<typeof PaymentInitBody>;

export const PaymentInitResponse = Type.Object({
  url: Type.String({ description: 'The gateway page (GatewayPageURL): the browser navigates there' }),
  tran_id: Type.String(),
});
export type PaymentInitResponse = Static<typeof PaymentInitResponse>;

/**
 * The gateway's form fields (tran_id, val_id, amount, currency, status, verify_sign, verify_key, …), all kept for the
 * signature.
 */
export const GatewayCallbackBody = Type.Record(Type.String(), Text({ maxLength: 2000, multiline: true }), {
  description:
    'Each field once, as text (no NUL or other control characters but tab and line breaks), at most 2000 characters',
});
export type GatewayCallbackBody = Static<typeof GatewayCallbackBody>;

/** The IPN's answer (200 for anything the gateway need not resend; 400 for a forged or malformed one). */
export const IpnResponse = Type.Object({ received: Type.Boolean(), outcome: Type.String(), tran_id: Type.String() });
export type IpnResponse = Static<typeof IpnResponse>;

/** The IPN's 400: a forged notification (IpnResponse), or a malformed body refused before the handler (ErrorBody). */
export const IpnRefusal = Type.Union([IpnResponse, ErrorBody]);
