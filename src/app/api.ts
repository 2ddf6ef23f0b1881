import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { RootState } from './store';

/** Absolute base URL: RTK Query's fetch needs one under Node (tests); in the browser it is this origin. */
export const apiBaseUrl = () => new URL('/api/v1/', globalThis.location?.origin ?? 'http://localhost:3000').href;

/**
 * The one RTK Query api slice. Features add their endpoints with api.injectEndpoints;
 * mutations invalidate these tags so lists refetch by themselves.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders(headers, { getState }) {
      const token = (getState() as RootState).auth.accessToken;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Books', 'Orders', 'Users', 'Contacts', 'Reviews'],
  endpoints: () => ({}),
});
