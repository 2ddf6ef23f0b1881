import type { ClientConfig, User, UserSyncResponse } from '../../../domain/types';
import { api } from '../../app/api';

export interface SyncUserArgs {
  email: string;
  /** A Firebase ID token (sign-in sync) — or omitted to use the stored access token (profile update). */
  idToken?: string;
  body: { displayName?: string; email: string; phoneNumber?: string; name?: string; contactNumber?: string; imageURL?: string };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfig, void>({ query: () => 'config' }),
    syncUser: build.mutation<UserSyncResponse, SyncUserArgs>({
      query: ({ email, idToken, body }) => ({
        url: `users/${encodeURIComponent(email)}`,
        method: 'PUT',
        body,
        headers: idToken ? { authorization: `Bearer ${idToken}` } : undefined,
      }),
      invalidatesTags: ['Users'],
    }),
    isAdmin: build.query<{ role: boolean }, string>({
      query: (email) => `users/isAdmin/${encodeURIComponent(email)}`,
      providesTags: ['Users'],
    }),
    userByEmail: build.query<User, string>({
      query: (email) => `users/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'Users', id: email }],
    }),
  }),
});

export const { useSyncUserMutation, useIsAdminQuery, useUserByEmailQuery } = authApi;
