import type { CheckoutQuote, CheckoutQuoteResponse } from '../../../domain/schemas/checkout';
import type { PaymentInitBody, PaymentInitResponse } from '../../../domain/schemas/payments';
import { api } from '../../store/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Provides Orders so a new review (or a purchase) refetches it: the discount and the purchased state change. */
    checkoutQuote: build.query<CheckoutQuote, string>({
      query: (bookId) => `checkout/${encodeURIComponent(bookId)}`,
      transformResponse: (response: CheckoutQuoteResponse) => response.data,
      providesTags: (_result, _error, bookId) => [
        { type: 'Orders', id: 'QUOTE' },
        { type: 'Books', id: bookId },
      ],
    }),
    startPayment: build.mutation<PaymentInitResponse, PaymentInitBody>({
      query: (body) => ({ url: 'ssl/init', method: 'POST', body }),
    }),
  }),
});

export const { useCheckoutQuoteQuery, useStartPaymentMutation } = checkoutApi;
