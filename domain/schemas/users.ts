/** The accounts API's shapes: user sync and profile (PUT /users/:email), the admin list, roles, deletion. */
import { Type, type Static } from 'typebox';
import { FIELD_MAX } from '../validation';
import { Email, ImageUrl, pagedList, Phone, Text } from './common';

export const Role = Type.Enum(['user', 'admin', 'superadmin']);
export type Role = Static<typeof Role>;

export const User = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  photoURL: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  status: Type.String(),
  createdAt: Type.String(),
});
export type User = Static<typeof User>;

const Name = Text({ minLength: 1, maxLength: FIELD_MAX.name });

/**
 * PUT /users/:email. Sign-in sync and sign-up send `displayName` / `phoneNumber` / `photoURL`; the profile form's
 * older names `name` / `contactNumber` / `imageURL` are still accepted. Roles and status are never read.
 */
export const ProfileBody = Type.Object({
  email: Type.Optional(Email),
  displayName: Type.Optional(Name),
  name: Type.Optional(Name),
  phoneNumber: Type.Optional(Phone),
  contactNumber: Type.Optional(Phone),
  imageURL: Type.Optional(ImageUrl),
  photoURL: Type.Optional(ImageUrl),
});
export type ProfileBody = Static<typeof ProfileBody>;

/**
 * The answer of PUT /users/:email: the saved user, with (for a Firebase ID token) a fresh access token and whether
 * the user is an admin, so the SPA needs no second request at sign-in.
 */
export const UserSyncResponse = Type.Object({
  acknowledged: Type.Boolean(),
  modifiedCount: Type.Integer(),
  data: Type.Object({
    accessToken: Type.Optional(Type.String({ description: 'Present when the bearer was a Firebase ID token' })),
    isAdmin: Type.Boolean({ description: 'The user is an admin or the superadmin' }),
    user: User,
  }),
});
export type UserSyncResponse = Static<typeof UserSyncResponse>;
/** The answer to a sync with a Firebase ID token (sign-in, sign-up): the access token is always there. */
export type FirebaseSyncResponse = UserSyncResponse & { data: { accessToken: string } };

export const UserListResponse = pagedList(User, 'totalUsers');
export type UserListResponse = Static<typeof UserListResponse>;

/** GET /users/isAdmin/:email (SPEC.md §7 names the boolean `role`). */
export const IsAdminResponse = Type.Object({ role: Type.Boolean() });
export type IsAdminResponse = Static<typeof IsAdminResponse>;

/** PUT /users/:email as the SPA sends it (sign-in sync, sign-up, profile update): the user record's own names. */
export type SyncProfileBody = Pick<ProfileBody, 'displayName' | 'phoneNumber' | 'photoURL'> & { email: string };

/** POST and DELETE /session: the browser's session cookie was set or cleared (Set-Cookie). */
export const SessionResponse = Type.Object({ acknowledged: Type.Boolean() });
export type SessionResponse = Static<typeof SessionResponse>;
