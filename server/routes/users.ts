import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_PATTERN, FIELD_MAX, IMAGE_URL_PATTERN, PHONE_PATTERN } from '../../domain/validation';
import { verifyAccessToken } from '../auth/access-token';
import { signAccessToken } from '../auth/access-token';
import { assertSelfOrAdmin, bearerToken, isAdminRole, requireUser } from '../auth/guards';
import { InvalidIdTokenError } from '../auth/identity';
import { badRequest, forbidden, notFound, unauthorized } from '../http-errors';
import { findUserByEmail, toUserJson, upsertUser } from '../services/users';

const emailParam = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: FIELD_MAX.email } },
} as const;

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

const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'number' }, error: { type: 'string' }, message: { type: 'string' } },
} as const;

interface SyncBody {
  email?: string;
  displayName?: string;
  name?: string;
  phoneNumber?: string;
  contactNumber?: string;
  imageURL?: string;
  photoURL?: string;
}

export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { email: string }; Body: SyncBody }>(
    '/users/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Create or update the caller’s own user record; with a Firebase ID token it also returns an access token',
        description:
          'Bearer: a Firebase ID token for this e-mail (sign-in sync) or an access token for this e-mail (profile update). ' +
          'Roles and status are never taken from the body.',
        security: [{ bearer: [] }],
        params: emailParam,
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: FIELD_MAX.email },
            displayName: { type: 'string', minLength: 1, maxLength: FIELD_MAX.name },
            name: { type: 'string', minLength: 1, maxLength: FIELD_MAX.name },
            phoneNumber: { type: 'string', pattern: PHONE_PATTERN },
            contactNumber: { type: 'string', pattern: PHONE_PATTERN },
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
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const email = request.params.email.toLowerCase();
      const body = request.body ?? {};
      if (body.email && body.email.toLowerCase() !== email) throw badRequest('The e-mail in the body must match the e-mail in the path');

      const token = bearerToken(request);
      if (!token) throw unauthorized('A Firebase ID token or an access token for this e-mail is required');

      let firebaseUid: string | null = null;
      let firebaseProfile: { name: string | null; picture: string | null } | null = null;
      if (await verifyAccessToken(token, app.config.jwtSecret)) {
        const viewer = await app.viewerOf(request);
        if (!viewer) throw unauthorized();
        if (viewer.email !== email) throw forbidden('You can only update your own account');
      } else {
        try {
          const identity = await app.identity.verifyIdToken(token);
          if (identity.email !== email) throw forbidden('You can only update your own account');
          firebaseUid = identity.uid;
          firebaseProfile = { name: identity.name, picture: identity.picture };
        } catch (error) {
          if (error instanceof InvalidIdTokenError) throw unauthorized('The token is invalid, expired or revoked');
          throw error;
        }
      }

      const existing = await findUserByEmail(app.db, email);
      const displayName = body.displayName ?? body.name ?? (existing?.displayName ? undefined : firebaseProfile?.name ?? undefined);
      const photoUrl = body.imageURL ?? body.photoURL ?? (existing?.photoUrl ? undefined : firebaseProfile?.picture ?? undefined);
      const user = await upsertUser(app.db, {
        email,
        firebaseUid,
        superadminEmail: app.config.superadminEmail,
        displayName,
        phoneNumber: (body.phoneNumber ?? body.contactNumber)?.trim(),
        photoUrl,
      });
      if (user.status === 'disabled') throw forbidden('This account is disabled');

      const accessToken = firebaseUid
        ? await signAccessToken({ userId: user.id, email: user.email }, app.config.jwtSecret, app.config.accessTokenTtlSeconds)
        : undefined;
      return { acknowledged: true, modifiedCount: 1, data: { accessToken, user: toUserJson(user) } };
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
};
