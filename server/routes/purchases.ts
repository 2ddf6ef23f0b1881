import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../domain/schemas/common';
import { PurchasesResponse } from '../../domain/schemas/purchases';
import { requireUser } from '../auth/guards';
import { purchasedBookIds } from '../services/purchases';

export const purchasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/purchases',
    {
      schema: {
        tags: ['orders'],
        summary: 'The ids of the books the caller has paid for (their paid orders), newest purchase first',
        security: [{ bearer: [] }],
        response: { 200: PurchasesResponse, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: { bookIds: await purchasedBookIds(app.db, request.viewer.id) } }),
  );
};
