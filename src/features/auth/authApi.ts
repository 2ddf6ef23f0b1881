import type { ClientConfig, Role, User, UserSyncResponse } from '../../../domain/types';
import type { ProfileBody as ServerProfileBody } from '../../../domain/schemas/users';
import { api } from '../../app/api';

/**
 * A profile as the SPA sends it to PUT /users/:email, for the sign-in sync, after sign-up and for a profile update
 * alike: the user record's own field names. (The server also reads SPEC.md §3's profile-update names name,
 * contactNumber and imageURL, for the client SPEC.md describes.)
 */
export type ProfileBody = Pick<ServerProfileBody, 'displayName' | 'phoneNumber' | 'photoURL'> & { email: string };

export interface SyncUserArgs {
  email: string;
  /** A Firebase ID token (sign-in sync) — or omitted to use the stored access token (profile update). */
  idToken?: string;
  body: ProfileBody;
}

/** The sync's answer; `isAdmin` comes with it (older servers: derived from the user's role). */
export type SyncResponse = UserSyncResponse & { data: { isAdmin?: boolean } };

export const isAdminRole = (role: Role | undefined | null) => role === 'admin' || role === 'superadmin';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfig, void>({ query: () => 'config' }),
    syncUser: build.mutation<SyncResponse, SyncUserArgs>({
      query: ({ email, idToken, body }) => ({
        url: `users/${encodeURIComponent(email)}`,
        method: 'PUT',
        body,
        headers: idToken ? { authorization: `Bearer ${idToken}` } : undefined,
      }),
      invalidatesTags: ['Users'],
    }),
    /** The user record of an e-mail; the sign-in sync seeds it for the signed-in user. */
    userByEmail: build.query<User, string>({
      query: (email) => `users/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'Users', id: email }],
    }),
  }),
});

export const { useUserByEmailQuery } = authApi;
