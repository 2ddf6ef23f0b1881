import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/guards';
import { purchasedBookIds } from '../services/purchases';
import { errorSchema } from './schemas';

export const purchasesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/purchases',
    {
      schema: {
        tags: ['orders'],
        summary: 'The ids of the books the caller has paid for (their paid orders), newest purchase first',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { bookIds: { type: 'array', items: { type: 'string' } } } } },
          },
          '4xx': errorSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      return { data: { bookIds: await purchasedBookIds(app.db, viewer.id) } };
    },
  );
};
