import type { ApiList, Order } from '../../../domain/types';
import { api } from '../../store/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's paid orders, newest first (GET /orders/mine). */
    myOrders: build.query<Order[], void>({
      query: () => 'orders/mine',
      transformResponse: (response: ApiList<Order>) => response.data.result,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useMyOrdersQuery } = profileApi;
