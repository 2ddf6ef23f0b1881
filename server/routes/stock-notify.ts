import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { NotifyMeResponse } from '../../domain/schemas/stock-notify';
import { requireUser } from '../auth/guards';
import { acceptedLanguage } from '../i18n';
import { cancelNotify, notifyRequested, requestNotify } from '../services/stock-notify';

/** The caller's back-in-stock request for a book (signed-in shoppers; never cached: it is per account). */
export const stockNotifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string) => ({
    tags: ['books'],
    summary,
    security: [{ bearer: [] }],
    params: UuidParams,
    response: { 200: NotifyMeResponse, '4xx': ErrorBody },
  });
  app.get(
    '/books/:id/notify-me',
    { schema: schema('Whether the caller asked to be told when this book is back'), preHandler: requireUser },
    async (request) => ({
      data: { requested: await notifyRequested(app.db, request.viewer.id, request.params.id) },
    }),
  );
  app.put(
    '/books/:id/notify-me',
    {
      schema: schema('Ask for one mail when this out-of-stock book is back (409 while it is in stock)'),
      preHandler: requireUser,
    },
    async (request) => ({
      data: {
        requested: await requestNotify(
          app.db,
          request.viewer.id,
          request.params.id,
          acceptedLanguage(request.headers['accept-language']),
        ),
      },
    }),
  );
  app.delete(
    '/books/:id/notify-me',
    { schema: schema('Withdraw the request'), preHandler: requireUser },
    async (request) => ({
      data: { requested: await cancelNotify(app.db, request.viewer.id, request.params.id) },
    }),
  );
};
