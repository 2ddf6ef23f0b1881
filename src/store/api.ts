import type { Action } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../lib/apiBaseUrl';
import { HTML_LANG } from '../../domain/format';
import type { PreferencesState } from './preferences';
import type { AuthState } from './session';

/** What the base query reads of the store: the session and the shopper's language. */
type RootState = { auth: AuthState; preferences: PreferencesState };

/** The store's thunk extra argument, as the base query sees it (set up in store.ts). */
export interface ApiExtra {
  /**
   * A new access token after the API refused the old one, or null when the session could not be renewed (then signed
   * out).
   */
  renewAccessToken?: (dispatch: BaseQueryApi['dispatch']) => Promise<string | null>;
  /**
   * How requests go out: the server's render answers them in-process (entry-server.tsx); the browser's fetch otherwise.
   */
  fetch?: typeof fetch;
}

/** What an endpoint may tell the base query (its extraOptions). */
export interface RequestOptions {
  /**
   * A public read, sent without the access token: the browser uses the server's preload of the same URL only for a
   * request without extra headers (domain/catalogue-requests.ts), and shared caches may keep it.
   */
  anonymous?: boolean;
}

const baseQueryOptions: Parameters<typeof fetchBaseQuery>[0] = {
  baseUrl: apiBaseUrl(),
  prepareHeaders(headers, { getState, extraOptions }) {
    if ((extraOptions as RequestOptions | undefined)?.anonymous) return headers;
    const state = getState() as RootState;
    // The shopper's language: the server writes their mails and receipts in it.
    headers.set('accept-language', HTML_LANG[state.preferences.language]);
    const token = state.auth.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
};
const browserBaseQuery = fetchBaseQuery(baseQueryOptions);
const baseQueries = new WeakMap<typeof fetch, typeof browserBaseQuery>();

const rawBaseQuery: typeof browserBaseQuery = (args, queryApi, extraOptions) => {
  const fetchFn = (queryApi.extra as ApiExtra | undefined)?.fetch;
  if (!fetchFn) return browserBaseQuery(args, queryApi, extraOptions);
  let query = baseQueries.get(fetchFn);
  if (!query) baseQueries.set(fetchFn, (query = fetchBaseQuery({ ...baseQueryOptions, fetchFn })));
  return query(args, queryApi, extraOptions);
};

/** A request that brings its own credentials (the sign-in sync sends a Firebase ID token) is never renewed. */
function carriesOwnAuthorization(args: string | FetchArgs): boolean {
  if (typeof args === 'string' || !args.headers) return false;
  return new Headers(args.headers as HeadersInit).has('authorization');
}

/** The renewal under way, per store (its dispatch). */
const renewals = new WeakMap<object, Promise<string | null>>();

/**
 * Renews the session once per store at a time: parallel callers (401s, a 403 to an admin) wait for the same renewal.
 */
function renewOnce(queryApi: BaseQueryApi, renew: NonNullable<ApiExtra['renewAccessToken']>): Promise<string | null> {
  let pending = renewals.get(queryApi.dispatch);
  if (!pending) {
    pending = renew(queryApi.dispatch)
      .catch(() => null)
      .finally(() => renewals.delete(queryApi.dispatch));
    renewals.set(queryApi.dispatch, pending);
  }
  return pending;
}

/**
 * RTK Query's re-auth pattern: access tokens live minutes (ACCESS_TOKEN_TTL). On a 401 for a request that carried
 * the stored access token, renew the session once (a fresh Firebase ID token exchanged by the user sync) and retry
 * the request once with the new token. If renewal fails, the auth feature has signed out and the 401 stands.
 *
 * A 403 to someone the store takes for an administrator may mean the role was taken away since the session began:
 * the session is renewed in the background (the sync answers the role), so the control panel and its links go at
 * once rather than at the next renewal. The 403 stands.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, RequestOptions> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const { accessToken: tokenSent, isAdmin } = (queryApi.getState() as RootState).auth;
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  const status = result.error?.status;
  if ((status !== 401 && status !== 403) || !tokenSent || carriesOwnAuthorization(args)) return result;
  const renew = (queryApi.extra as ApiExtra | undefined)?.renewAccessToken;
  if (!renew) return result;
  if (status === 403) {
    if (isAdmin) void renewOnce(queryApi, renew);
    return result;
  }

  const current = (queryApi.getState() as RootState).auth.accessToken;
  const fresh = current && current !== tokenSent ? current : await renewOnce(queryApi, renew); // renewed meanwhile, or now
  return fresh ? rawBaseQuery(args, queryApi, extraOptions) : result;
};

/**
 * The api state the server rendered a page with (entry-server.tsx), handed to the browser's store before it hydrates.
 */
export const serverStateArrived = (state: unknown) => ({ type: 'api/serverStateArrived', payload: state }) as const;
const isServerState = (action: Action): action is ReturnType<typeof serverStateArrived> =>
  action.type === 'api/serverStateArrived';

// Rendering on the server, the query hooks start their requests while React renders (there are no effects there);
// entry-server.tsx waits for them and renders again with the data.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/**
 * The one RTK Query api slice. Features add their endpoints with api.injectEndpoints;
 * mutations invalidate these tags so lists refetch by themselves.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // RTK Query's own rehydration (it reads queries, mutations and the tags provided): nothing else of the server's
  // state.
  extractRehydrationInfo: (action, { reducerPath }) =>
    isServerState(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  tagTypes: ['Books', 'Orders', 'Users', 'Contacts', 'Reviews'],
  // A read that failed while the connection was gone is made again when it returns (store.ts sets up the listeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
