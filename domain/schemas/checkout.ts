/** GET /api/v1/checkout/:bookId — the quote the checkout screen shows (amounts in integer paisa). */
import { Type, type Static } from 'typebox';
import { Book } from './books';
import { Uuid, dataOf } from './common';

export const CheckoutParams = Type.Object({ bookId: Uuid });
export type CheckoutParams = Static<typeof CheckoutParams>;

/** Why a book cannot be bought by this customer: already paid for (checked first), or out of stock. */
export const NotPurchasableReason = Type.Union([Type.Literal('purchased'), Type.Literal('out_of_stock')]);
export type NotPurchasableReason = Static<typeof NotPurchasableReason>;

/** What one book costs one customer, and whether they can buy it: the part of the quote domain/pricing.ts computes. */
export const PriceQuote = Type.Object({
  pricePaisa: Type.Integer(),
  taxPaisa: Type.Integer(),
  serviceChargePaisa: Type.Integer(),
  discountPaisa: Type.Integer(),
  grandTotalPaisa: Type.Integer(),
  reviewPrompt: Type.Union([Type.Null(), Type.Object({ orderId: Type.String(), productName: Type.String() })]),
  purchasable: Type.Boolean(),
  reason: Type.Union([Type.Null(), NotPurchasableReason]),
});
export type PriceQuote = Static<typeof PriceQuote>;

export const CheckoutQuote = Type.Object({
  book: Book,
  ...PriceQuote.properties,
  prefill: Type.Optional(
    Type.Object(
      { phone: Type.String(), address: Type.String() },
      { description: "The form's starting phone and address: the last order's, else the profile's phone" },
    ),
  ),
});
export type CheckoutQuote = Static<typeof CheckoutQuote>;

export const CheckoutQuoteResponse = dataOf(CheckoutQuote);
export type CheckoutQuoteResponse = Static<typeof CheckoutQuoteResponse>;
