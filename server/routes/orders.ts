import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../domain/schemas/common';
import { MyOrdersQuery, OrderListResponse } from '../../domain/schemas/orders';
import { requireUser } from '../auth/guards';
import { paidOrdersOf } from '../services/orders';

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/mine',
    {
      schema: {
        tags: ['orders'],
        summary: 'The caller’s paid orders (their purchases), newest first, with the review when there is one',
        security: [{ bearer: [] }],
        querystring: MyOrdersQuery,
        response: { 200: OrderListResponse, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: { result: await paidOrdersOf(app.db, request.viewer.id, request.query.limit) } }),
  );
};
