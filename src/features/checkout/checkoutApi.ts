import type { Book } from '../../../domain/types';
import { api } from '../../app/api';

export type NotPurchasableReason = 'purchased' | 'out_of_stock';

/** GET /checkout/:bookId — the server's quote, computed by domain/pricing in integer paisa. */
export interface CheckoutQuote {
  book: Book;
  pricePaisa: number;
  taxPaisa: number;
  serviceChargePaisa: number;
  discountPaisa: number;
  grandTotalPaisa: number;
  /** The latest paid order when it has no review yet: reviewing it earns the discount. */
  reviewPrompt: null | { orderId: string; productName: string };
  purchasable: boolean;
  reason: null | NotPurchasableReason;
  /** The last order's phone and address (else the profile's phone): the form starts with them, editable. */
  prefill?: { phone: string; address: string };
}

/** POST /ssl/init: SPEC.md §3's payment payload plus book_id. The server recomputes totals and names. */
export interface PaymentInitInput {
  book_id: string;
  cus_name: string;
  cus_email: string;
  cus_phone: string;
  cus_add1: string;
  item_name: string;
  item_desc: string;
  item_category: string;
  item_image: string;
  total_amount: number;
}

export interface PaymentInitResult {
  url: string;
  tran_id: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Provides Orders so a new review (or a purchase) refetches it: the discount and the purchased state change. */
    checkoutQuote: build.query<CheckoutQuote, string>({
      query: (bookId) => `checkout/${encodeURIComponent(bookId)}`,
      transformResponse: (response: { data: CheckoutQuote }) => response.data,
      providesTags: (_result, _error, bookId) => [
        { type: 'Orders', id: 'QUOTE' },
        { type: 'Books', id: bookId },
      ],
    }),
    startPayment: build.mutation<PaymentInitResult, PaymentInitInput>({
      query: (body) => ({ url: 'ssl/init', method: 'POST', body }),
    }),
  }),
});

export const { useCheckoutQuoteQuery, useStartPaymentMutation } = checkoutApi;
