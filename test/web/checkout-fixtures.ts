import { priceBreakdown } from '../../domain/pricing';
import type { Book, Order } from '../../domain/types';
import type { CheckoutQuote } from '../../domain/schemas/checkout';
import { makeBook } from './book-fixtures';

/** A quote as GET /checkout/:bookId answers it, with domain/pricing's arithmetic. */
export function makeQuote(
  book: Book = makeBook(),
  overrides: Partial<CheckoutQuote> & { discount?: boolean } = {},
): CheckoutQuote {
  const { discount = false, ...rest } = overrides;
  const priced = priceBreakdown(Math.round(book.price * 100), discount);
  return {
    book,
    pricePaisa: priced.pricePaisa,
    taxPaisa: priced.taxPaisa,
    serviceChargePaisa: priced.serviceChargePaisa,
    discountPaisa: priced.discountPaisa,
    grandTotalPaisa: priced.grandTotalPaisa,
    reviewPrompt: null,
    purchasable: true,
    reason: null,
    ...rest,
  };
}

/** An order as GET /orders and /orders/mine answer it. */
export function makeOrder(n: number, overrides: Partial<Order> = {}): Order {
  return {
    _id: `order-${n}`,
    createdAt: '2026-11-21T10:00:00.000Z',
    bookId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    cus_name: 'Nusrat Jahan',
    cus_email: 'customer@boipoka.test',
    cus_phone: '+8801911000003',
    cus_state: 'Dhaka',
    total_amount: 486,
    tran_id: `BPK-${n}`,
    product_name: `Book number ${n}`,
    product_image: `/covers/${n}.svg`,
    product_category: 'Fiction',
    product_profile: 'A quiet novel about a ferry, a river town and the people who wait for the evening boat.',
    paymentStatus: 'paid',
    heldForReview: false,
    risk_title: null,
    refundedPaisa: 0,
    refundPendingPaisa: 0,
    deliveryStatus: 'pending',
    ...overrides,
  };
}
