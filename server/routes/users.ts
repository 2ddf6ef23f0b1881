import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIST_LIMITS } from '../../domain/limits';
import { UserSearch } from '../../domain/schemas/admin';
import { Deleted, EmailParams, ErrorBody, Modified, pageQueryOf, UuidParams } from '../../domain/schemas/common';
import { IsAdminResponse, ProfileBody, User, UserListResponse, UserSyncResponse } from '../../domain/schemas/users';
import { requireAdmin, requireUser } from '../auth/guards';
import { requireProfileWriter } from '../auth/profile-writer';
import { acceptedLanguage } from '../i18n';
import {
  changeRole,
  deleteUserAccount,
  isAdminForViewer,
  listUserPage,
  saveOwnProfile,
  userForViewer,
} from '../services/users';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/:email',
    {
      schema: {
        tags: ['users'],
        summary:
          'Create or update the caller’s own user record; with a Firebase ID token it also returns an access token',
        description:
          'Bearer: a Firebase ID token for this e-mail (sign-in sync, sign-up phone number) or an access token for this e-mail ' +
          '(profile update: name, contactNumber, imageURL). Roles and status are never taken from the body. Signing in to the ' +
          'superadmin account, or to a record first made by another Firebase account, needs a verified e-mail address. ' +
          'data.isAdmin tells whether the user is an admin or the superadmin.',
        security: [{ bearer: [] }],
        params: EmailParams,
        body: ProfileBody,
        response: { 200: UserSyncResponse, '4xx': ErrorBody },
      },
      // A reviewer's name and photo appear in the public reviews feed.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, changesCatalogue: true },
      preHandler: requireProfileWriter,
    },
    async (request) => ({
      acknowledged: true,
      modifiedCount: 1,
      data: await saveOwnProfile(
        app.db,
        app.config,
        request.profileWriter,
        request.params.email.toLowerCase(),
        request.body ?? {},
        acceptedLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'The users, newest first, paged (admins only); the superadmin is never listed nor counted',
        description:
          'SPEC.md §7 describes a bare array; this returns { data: { result: User[], totalUsers, page, limit } } like the other lists, ' +
          `bounded to ${LIST_LIMITS.users.maxLimit} per page (default ${LIST_LIMITS.users.defaultLimit}).`,
        security: [{ bearer: [] }],
        querystring: Type.Object({ ...pageQueryOf('users').properties, search: Type.Optional(UserSearch) }),
        response: { 200: UserListResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({ data: await listUserPage(app.db, request.query) }),
  );

  app.get(
    '/users/isAdmin/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the user is an admin (or the superadmin); the user themself or an admin may ask',
        security: [{ bearer: [] }],
        params: EmailParams,
        response: { 200: IsAdminResponse, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ role: await isAdminForViewer(app.db, request.viewer, request.params.email) }),
  );

  app.get(
    '/users/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'One user record; the user themself or an admin',
        security: [{ bearer: [] }],
        params: EmailParams,
        response: { 200: User, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => userForViewer(app.db, request.viewer, request.params.email),
  );

  // Make admin and remove admin differ only in the role they set.
  const roleChanges = [
    {
      path: '/users/admin/:email',
      role: 'admin' as const,
      summary: 'Make a user an admin (admins only); the superadmin cannot be changed',
      description: 'No body: whatever is sent is ignored. modifiedCount is 0 when the user already was an admin.',
    },
    {
      path: '/users/admin/remove/:email',
      role: 'user' as const,
      summary:
        'Demote an admin to an ordinary user (admins only); the superadmin cannot be changed, nor can admins demote themselves',
      description: undefined,
    },
  ];
  for (const change of roleChanges) {
    app.put(
      change.path,
      {
        config: { changesCatalogue: true },
        schema: {
          tags: ['users'],
          summary: change.summary,
          ...(change.description && { description: change.description }),
          security: [{ bearer: [] }],
          params: EmailParams,
          response: { 200: Modified, '4xx': ErrorBody },
        },
        preHandler: requireAdmin,
      },
      async (request) => ({
        acknowledged: true,
        modifiedCount: await changeRole(app.db, request.viewer, request.params.email, change.role),
      }),
    );
  }

  app.delete(
    '/users/:id',
    {
      config: { changesCatalogue: true },
      schema: {
        tags: ['users'],
        summary: 'Delete a user and their Firebase account (admins only)',
        description:
          'id is the user’s _id. The Firebase account deleted is the one linked to the record (its uid), never one found by e-mail. ' +
          'The superadmin cannot be deleted, and an admin cannot delete themself. The user’s orders and reviews ' +
          'stay (with their customer snapshot) and no longer point at a user.',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: Deleted, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      acknowledged: true,
      deletedCount: await deleteUserAccount(app.db, app.identity, request.viewer, request.params.id.toLowerCase()),
    }),
  );
};
