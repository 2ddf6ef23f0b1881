import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { AddReviewBody, AddReviewResult, MyOrdersQuery, OrderList, OrderListQuery, OrderListResponse } from '../../domain/schemas/orders';
import { requireUser } from '../auth/guards';
import { addReview, listOrders, paidOrdersOf } from '../services/orders';

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

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders of every status, newest first, paged: the caller’s own, or every order for an admin; optional search',
        security: [{ bearer: [] }],
        querystring: OrderListQuery,
        response: { 200: OrderList, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await listOrders(app.db, request.viewer, request.query) }),
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Adds the review to the caller’s paid order (once); name, e-mail and image come from the account',
        security: [{ bearer: [] }],
        params: UuidParams,
        body: AddReviewBody,
        response: { 200: AddReviewResult, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => addReview(app.db, request.viewer, request.params.id, request.body),
  );
};
