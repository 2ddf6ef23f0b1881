import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../domain/schemas/common';
import { SessionResponse } from '../../domain/schemas/users';
import { clearedSessionCookie, createPageSession, sessionCookie } from '../auth/page-session';

/** The browser's session cookie (server/auth/page-session.ts): set at sign-in, cleared at sign-out. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/session',
    {
      schema: {
        tags: ['users'],
        summary: 'Start the browser’s session cookie (Set-Cookie), so pages know someone is signed in',
        description:
          'Bearer: a Firebase ID token. The HttpOnly cookie only lets the server send a visitor who opens a guarded page ' +
          'to /signin first; it authorises no API call.',
        security: [{ bearer: [] }],
        response: { 200: SessionResponse, '4xx': ErrorBody },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('Set-Cookie', sessionCookie(await createPageSession(request), request));
      return { acknowledged: true };
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['users'],
        summary: 'End the browser’s session cookie (sign-out)',
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('Set-Cookie', clearedSessionCookie(request));
      return { acknowledged: true };
    },
  );
};
