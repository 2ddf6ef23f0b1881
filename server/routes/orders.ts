import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DeletedResponse, FailBody, ModifiedResponse } from '../../domain/schemas/admin';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { requireAdmin, requireUser } from '../auth/guards';
import { notFound } from '../http-errors';
import { ORDER_MESSAGES, confirmDelivery, deleteUnpaidOrder, type OrderChange } from '../services/order-admin';
import { MY_ORDERS_LIMIT, paidOrdersOf } from '../services/orders';
import { errorSchema, plainSchemaErrors } from './schemas';

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
};

// --- The control panel: confirm delivery, delete an unpaid order (admins) -------------------------------------

export const orderAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = plainSchemaErrors({ id: 'id must be an order id (a UUID)' });

  /** done → the success body; not found → 404; refused → 409 with SPEC.md's `status: 'fail'`. */
  const answer = <T>(reply: FastifyReply, outcome: OrderChange, success: (count: number) => T) => {
    if (outcome.kind === 'not-found') throw notFound(ORDER_MESSAGES.notFound);
    if (outcome.kind === 'conflict') {
      return reply.status(409).send({ status: 'fail' as const, statusCode: 409, error: 'Conflict', message: outcome.message });
    }
    return reply.status(200).send(success(outcome.count));
  };

  app.put(
    '/orders/:id',
    {
      schemaErrorFormatter: errors,
      schema: {
        tags: ['orders'],
        summary: 'Confirm the delivery of a paid order (admins only)',
        description:
          'Only a paid order whose delivery is pending: { status: "Successful", modifiedCount: 1 }. Otherwise 409 ' +
          '{ status: "fail", statusCode, error, message }; 404 for an unknown order. No body.',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: ModifiedResponse, 409: FailBody, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      answer(reply, await confirmDelivery(app.db, request.params.id), (modifiedCount) => ({ status: 'Successful' as const, modifiedCount })),
  );

  app.delete(
    '/orders/:id',
    {
      schemaErrorFormatter: errors,
      schema: {
        tags: ['orders'],
        summary: 'Delete an order that is not paid, with its review (admins only)',
        description:
          '{ status: "Successful", deletedCount: 1 }. A paid order is never deleted: 409 { status: "fail", statusCode, error, message }; ' +
          '404 for an unknown order.',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: DeletedResponse, 409: FailBody, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      answer(reply, await deleteUnpaidOrder(app.db, request.params.id), (deletedCount) => ({ status: 'Successful' as const, deletedCount })),
  );
};
