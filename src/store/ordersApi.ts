import type { ApiList, Order } from '../../domain/types';
import type { AddReviewResult, OrdersPage, OrdersQuery, ReviewInput } from '../../domain/schemas/orders';
import type { Receipt, ReceiptResponse } from '../../domain/schemas/receipts';
import { api } from './api';

/** How many paid orders My Books asks for (GET /orders/mine allows up to 100). */
export const MY_BOOKS_LIMIT = 100;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's paid orders, newest first, with the review when there is one (My Books). */
    paidOrders: build.query<Order[], void>({
      query: () => ({ url: 'orders/mine', params: { limit: MY_BOOKS_LIMIT } }),
      transformResponse: (response: ApiList<Order>) => response.data.result,
      providesTags: (result) => [
        { type: 'Orders' as const, id: 'LIST' },
        ...(result ?? []).map((order) => ({ type: 'Orders' as const, id: order._id })),
      ],
    }),
    /** One page of the customer's orders of every status. */
    orders: build.query<OrdersPage, OrdersQuery>({
      query: ({ page, limit, search, filter }) => ({
        url: 'orders',
        params: { page, limit, search: search || undefined, filter },
      }),
      transformResponse: (response: { data: OrdersPage }) => response.data,
      providesTags: (result) => [
        { type: 'Orders' as const, id: 'LIST' },
        ...(result?.result ?? []).map((order) => ({ type: 'Orders' as const, id: order._id })),
      ],
    }),
    /** A paid order's receipt (its owner or an admin; 404 otherwise). */
    receipt: build.query<Receipt, string>({
      query: (orderId) => `orders/${encodeURIComponent(orderId)}/receipt`,
      transformResponse: (response: ReceiptResponse) => response.data,
      providesTags: (_result, _error, orderId) => [{ type: 'Orders' as const, id: orderId }],
    }),
    /**
     * PATCH /orders/:id adds the review to a paid order of the caller. Every Orders query refetches (My Books, the
     * checkout quote, whose discount depends on it) and so do the public reviews.
     */
    addReview: build.mutation<AddReviewResult, ReviewInput>({
      query: ({ orderId, rating, review }) => ({
        url: `orders/${encodeURIComponent(orderId)}`,
        method: 'PATCH',
        body: { rating, review },
      }),
      invalidatesTags: ['Orders', 'Reviews'],
    }),
  }),
});

export const { usePaidOrdersQuery, useOrdersQuery, useAddReviewMutation, useReceiptQuery } = ordersApi;
