/** GET /orders/:id/receipt (and its PDF twin, /orders/:id/receipt.pdf): a paid (or refunded) order's receipt. */
import { Type, type Static } from 'typebox';
import { DeliveryStatus } from './orders';

const Money = (description: string) =>
  Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description: `${description}: taka with two decimals, from the stored paisa`,
  });

export const Receipt = Type.Object({
  shop: Type.Object({ name: Type.String(), address: Type.String(), email: Type.String() }),
  orderId: Type.String(),
  tranId: Type.String(),
  paidAt: Type.String({ description: 'ISO time; shown in Dhaka time' }),
  paidAtDhaka: Type.String({ description: "e.g. '25 Nov 2026, 21:05 (Dhaka)'" }),
  customer: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String(), address: Type.String() }),
  book: Type.String(),
  price: Money('The book'),
  tax: Money('5% tax'),
  serviceCharge: Money('3% service charge'),
  discount: Money('The review discount'),
  grandTotal: Money('What was paid'),
  refunded: Money('Refunded so far (0.00 when nothing was)'),
  paymentStatus: Type.Union([Type.Literal('paid'), Type.Literal('refunded')], {
    description: "'refunded' once the whole payment went back",
  }),
  paymentMethod: Type.String({
    description: "As the gateway reported it (card_type), or 'SSLCommerz' when it did not",
  }),
  deliveryStatus: DeliveryStatus,
  language: Type.Union([Type.Literal('en'), Type.Literal('bn')], {
    description: 'The language the shopper checked out in: the receipt mail and the default of the PDF',
  }),
});
export type Receipt = Static<typeof Receipt>;

export const ReceiptResponse = Type.Object({ data: Receipt });
export type ReceiptResponse = Static<typeof ReceiptResponse>;

/** The PDF download's body (bytes; OpenAPI shows it as a binary string). */
export const PdfBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** GET /orders/:id/receipt.pdf?lang=en|bn: the PDF in that language instead of the order's. */
export const ReceiptPdfQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('bn')])),
});
export type ReceiptPdfQuery = Static<typeof ReceiptPdfQuery>;
