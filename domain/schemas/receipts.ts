/** GET /orders/:id/receipt (and its PDF twin, /orders/:id/receipt.pdf): a paid order's receipt. */
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
  paymentMethod: Type.String({
    description: "As the gateway reported it (card_type), or 'SSLCommerz' when it did not",
  }),
  deliveryStatus: DeliveryStatus,
});
export type Receipt = Static<typeof Receipt>;

export const ReceiptResponse = Type.Object({ data: Receipt });
export type ReceiptResponse = Static<typeof ReceiptResponse>;

/** The PDF download's body (bytes; OpenAPI shows it as a binary string). */
export const PdfBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
