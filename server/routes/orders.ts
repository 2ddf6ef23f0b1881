import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../domain/schemas/common';
import { AddReviewBody, AddReviewResult, OrderIdParams, OrderList, OrderListQuery } from '../../domain/schemas/orders';
import { requireUser } from '../auth/guards';
import { addReview, listOrders, MY_ORDERS_LIMIT, paidOrdersOf } from '../services/orders';
import { errorSchema } from './schemas';

export const reviewSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    image: { type: 'string' },
    rating: { type: 'number' },
    review: { type: 'string' },
  },
} as const;

export const orderSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    createdAt: { type: 'string' },
    bookId: { type: ['string', 'null'] },
    cus_name: { type: 'string' },
    cus_email: { type: 'string' },
    cus_phone: { type: 'string' },
    cus_state: { type: 'string' },
    total_amount: { type: 'number', description: 'Taka, two decimals' },
    tran_id: { type: 'string' },
    product_name: { type: 'string' },
    product_image: { type: 'string' },
    product_category: { type: 'string' },
    product_profile: { type: 'string' },
    paymentStatus: { type: 'string', enum: ['pending', 'paid', 'failed', 'cancelled', 'expired'] },
    deliveryStatus: { type: 'string', enum: ['pending', 'confirmed'] },
    review: { ...reviewSchema, description: 'Present when the order has a review' },
  },
} as const;

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { limit: number } }>(
    '/orders/mine',
    {
      schema: {
        tags: ['orders'],
        summary: 'The caller’s paid orders (their purchases), newest first, with the review when there is one',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: MY_ORDERS_LIMIT.maxLimit, default: MY_ORDERS_LIMIT.defaultLimit },
          },
        },
        response: {
          200: { type: 'object', properties: { data: { type: 'object', properties: { result: { type: 'array', items: orderSchema } } } } },
          '4xx': errorSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      return { data: { result: await paidOrdersOf(app.db, viewer.id, request.query.limit) } };
    },
  );

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
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
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      return { data: await listOrders(app.db, viewer, request.query) };
    },
  );

  typed.patch(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Adds the review to the caller’s paid order (once); name, e-mail and image come from the account',
        security: [{ bearer: [] }],
        params: OrderIdParams,
        body: AddReviewBody,
        response: { 200: AddReviewResult, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const viewer = (await app.viewerOf(request))!;
      return addReview(app.db, viewer, request.params.id, request.body);
    },
  );
};
