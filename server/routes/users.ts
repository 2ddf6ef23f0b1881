import { clampLimit } from '../../domain/limits';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { UserSearch } from '../../domain/schemas/admin';
import { EMAIL_PATTERN, FIELD_MAX, IMAGE_URL_PATTERN, PHONE_PATTERN } from '../../domain/validation';
import { verifyAccessToken } from '../auth/access-token';
import { assertSelfOrAdmin, bearerToken, isAdminRole, requireAdmin, requireUser } from '../auth/guards';
import { InvalidIdTokenError } from '../auth/identity';
import { forbidden, notFound, unauthorized } from '../http-errors';
import {
  changeRole,
  deleteUserAccount,
  findUserByEmail,
  listUsers,
  saveOwnProfile,
  toUserJson,
  USERS_PAGE,
  type ProfileBody,
  type ProfileWriter,
} from '../services/users';
import { wholeNumberPaging } from './admin';
import { errorSchema, pagedListSchema, plainSchemaErrors } from './schemas';

const readableErrors = plainSchemaErrors({
  email: 'email must be a valid e-mail address',
  phoneNumber: 'phoneNumber must be a valid phone number',
  contactNumber: 'contactNumber must be a valid phone number',
  imageURL: 'imageURL must be an http(s) URL or one of our uploads',
  photoURL: 'photoURL must be an http(s) URL or one of our uploads',
  id: 'id must be a user id (a UUID)',
  search: 'search must not contain control characters',
});

const emailParam = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: FIELD_MAX.email } },
} as const;

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const userSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    email: { type: 'string' },
    displayName: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    photoURL: { type: ['string', 'null'] },
    role: { type: 'string', enum: ['user', 'admin', 'superadmin'] },
    status: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const modifiedSchema = {
  type: 'object',
  properties: { acknowledged: { type: 'boolean' }, modifiedCount: { type: 'integer' } },
} as const;

/**
 * Who is writing this e-mail's record: the holder of a Firebase ID token for it (sign-in sync, sign-up) or the
 * signed-in owner with an access token (profile update). Anyone else is refused; admins do not edit profiles.
 */
async function profileWriter(app: FastifyInstance, request: FastifyRequest, email: string): Promise<ProfileWriter> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('A Firebase ID token or an access token for this e-mail is required');
  if (await verifyAccessToken(token, app.config.jwtSecret)) {
    const viewer = await app.viewerOf(request);
    if (!viewer) throw unauthorized();
    if (viewer.email !== email) throw forbidden('You can only update your own account');
    return { kind: 'session' };
  }
  try {
    const identity = await app.identity.verifyIdToken(token);
    if (identity.email !== email) throw forbidden('You can only update your own account');
    return { kind: 'firebase', identity };
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw unauthorized('The token is invalid, expired or revoked');
    throw error;
  }
}

export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { email: string }; Body: ProfileBody }>(
    '/users/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Create or update the caller’s own user record; with a Firebase ID token it also returns an access token',
        description:
          'Bearer: a Firebase ID token for this e-mail (sign-in sync, sign-up phone number) or an access token for this e-mail ' +
          '(profile update: name, contactNumber, imageURL). Roles and status are never taken from the body. Signing in to the ' +
          'superadmin account, or to a record first made by another Firebase account, needs a verified e-mail address.',
        security: [{ bearer: [] }],
        params: emailParam,
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: FIELD_MAX.email },
            displayName: { type: 'string', minLength: 1, maxLength: FIELD_MAX.name },
            name: { type: 'string', minLength: 1, maxLength: FIELD_MAX.name },
            phoneNumber: { type: 'string', pattern: PHONE_PATTERN, maxLength: FIELD_MAX.phone },
            contactNumber: { type: 'string', pattern: PHONE_PATTERN, maxLength: FIELD_MAX.phone },
            imageURL: { type: 'string', pattern: IMAGE_URL_PATTERN, maxLength: FIELD_MAX.url },
            photoURL: { type: 'string', pattern: IMAGE_URL_PATTERN, maxLength: FIELD_MAX.url },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              acknowledged: { type: 'boolean' },
              modifiedCount: { type: 'number' },
              data: { type: 'object', properties: { accessToken: { type: 'string' }, user: userSchema } },
            },
          },
          '4xx': errorSchema,
        },
      },
      schemaErrorFormatter: readableErrors,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const email = request.params.email.toLowerCase();
      const writer = await profileWriter(app, request, email);
      return saveOwnProfile(app.db, app.config, writer, email, request.body ?? {});
    },
  );

  app.get<{ Querystring: { page: number; limit?: number; search?: string } }>(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'The users, newest first, paged (admins only); the superadmin is never listed nor counted',
        description:
          'SPEC.md §7 describes a bare array; this returns { data: { result: User[], totalUsers, page, limit } } like the other lists, ' +
          `bounded to ${USERS_PAGE.maxLimit} per page (default ${USERS_PAGE.defaultLimit}).`,
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: 'integer', minimum: 1, description: `Page size, at most ${USERS_PAGE.maxLimit}` },
            search: UserSearch,
          },
        },
        response: {
          200: pagedListSchema(userSchema, 'totalUsers'),
          '4xx': errorSchema,
        },
      },
      schemaErrorFormatter: readableErrors,
      preValidation: wholeNumberPaging,
      preHandler: requireAdmin,
    },
    async (request) => {
      const { page } = request.query;
      const limit = clampLimit(request.query.limit, USERS_PAGE.defaultLimit, USERS_PAGE.maxLimit);
      const { rows, total } = await listUsers(app.db, { page, limit, search: request.query.search });
      return { data: { result: rows.map(toUserJson), totalUsers: total, page, limit } };
    },
  );

  app.get<{ Params: { email: string } }>(
    '/users/isAdmin/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the user is an admin (or the superadmin); the user themself or an admin may ask',
        security: [{ bearer: [] }],
        params: emailParam,
        response: { 200: { type: 'object', properties: { role: { type: 'boolean' } } }, '4xx': errorSchema },
      },
      schemaErrorFormatter: readableErrors,
      preHandler: requireUser,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      assertSelfOrAdmin(viewer, request.params.email);
      const user = await findUserByEmail(app.db, request.params.email);
      return { role: user ? isAdminRole(user.role) : false };
    },
  );

  app.get<{ Params: { email: string } }>(
    '/users/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'One user record; the user themself or an admin',
        security: [{ bearer: [] }],
        params: emailParam,
        response: { 200: userSchema, '4xx': errorSchema },
      },
      schemaErrorFormatter: readableErrors,
      preHandler: requireUser,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      assertSelfOrAdmin(viewer, request.params.email);
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) throw notFound('No such user');
      return toUserJson(user);
    },
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
      summary: 'Demote an admin to an ordinary user (admins only); the superadmin cannot be changed, nor can admins demote themselves',
      description: undefined,
    },
  ];
  for (const change of roleChanges) {
    app.put<{ Params: { email: string } }>(
      change.path,
      {
        schema: {
          tags: ['users'],
          summary: change.summary,
          ...(change.description && { description: change.description }),
          security: [{ bearer: [] }],
          params: emailParam,
          response: { 200: modifiedSchema, '4xx': errorSchema },
        },
        schemaErrorFormatter: readableErrors,
        preHandler: requireAdmin,
      },
      async (request) => {
        const viewer = (await app.viewerOf(request))!;
        const modifiedCount = await changeRole(app.db, viewer, request.params.email, change.role);
        return { acknowledged: true, modifiedCount };
      },
    );
  }

  app.delete<{ Params: { id: string } }>(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user and their Firebase account (admins only)',
        description:
          'id is the user’s _id. The superadmin cannot be deleted, and an admin cannot delete themself. The user’s orders and reviews ' +
          'stay (with their customer snapshot) and no longer point at a user.',
        security: [{ bearer: [] }],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: UUID_PATTERN } } },
        response: {
          200: { type: 'object', properties: { acknowledged: { type: 'boolean' }, deletedCount: { type: 'integer' } } },
          '4xx': errorSchema,
        },
      },
      schemaErrorFormatter: readableErrors,
      preHandler: requireAdmin,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      const deletedCount = await deleteUserAccount(app.db, app.identity, viewer, request.params.id.toLowerCase());
      return { acknowledged: true, deletedCount };
    },
  );
};
