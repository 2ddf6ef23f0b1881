import type { ClientConfig, User, UserSyncResponse } from '../../../domain/types';
import type { SessionResponse, SyncProfileBody } from '../../../domain/schemas/users';
import { api } from '../../store/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfig, void>({ query: () => 'config' }),
    // idToken: a Firebase ID token (sign-in sync), or omitted to use the stored access token (profile update).
    syncUser: build.mutation<UserSyncResponse, { email: string; idToken?: string; body: SyncProfileBody }>({
      query: ({ email, idToken, body }) => ({
        url: `users/${encodeURIComponent(email)}`,
        method: 'PUT',
        body,
        headers: idToken ? { authorization: `Bearer ${idToken}` } : undefined,
      }),
      invalidatesTags: ['Users'],
    }),
    /**
     * The browser's session cookie, from a Firebase ID token: it lets the server send a visitor who opens a guarded page
     * to sign in before any of it loads. It authorises nothing; the API reads the bearer token.
     */
    startPageSession: build.mutation<SessionResponse, string>({
      query: (idToken) => ({ url: 'session', method: 'POST', headers: { authorization: `Bearer ${idToken}` } }),
    }),
    endPageSession: build.mutation<SessionResponse, void>({ query: () => ({ url: 'session', method: 'DELETE' }) }),
    /** The user record of an e-mail; the sign-in sync seeds it for the signed-in user. */
    userByEmail: build.query<User, string>({
      query: (email) => `users/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'Users', id: email }],
    }),
  }),
});

export const { useUserByEmailQuery } = authApi;
