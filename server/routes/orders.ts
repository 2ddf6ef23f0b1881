import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DeletedResponse, FailBody, ModifiedResponse } from '../../domain/schemas/admin';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { PdfBody, ReceiptPdfQuery, ReceiptResponse } from '../../domain/schemas/receipts';
import {
  AddReviewBody,
  AddReviewResult,
  MyOrdersQuery,
  OrderList,
  OrderListQuery,
  OrderListResponse,
} from '../../domain/schemas/orders';
import { requireAdmin, requireUser } from '../auth/guards';
import { notFound } from '../errors';
import { RefundBody, RefundResponse } from '../../domain/schemas/money';
import { gatewayClient, publicOrigin } from '../payments/origin';
import {
  ORDER_MESSAGES,
  acceptHeldOrder,
  confirmDelivery,
  deleteUnpaidOrder,
  type OrderChange,
} from '../services/order-admin';
import { requestRefund, toRefundJson } from '../services/refunds';
import { addReview, listOrders, paidOrdersOf } from '../services/orders';
import { receiptOf } from '../services/receipts';
import { receiptPdf } from '../receipts/pdf';

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
        summary:
          'Orders of every status, newest first, paged: the caller’s own, or every order for an admin; optional search',
        security: [{ bearer: [] }],
        querystring: OrderListQuery,
        response: { 200: OrderList, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await listOrders(app.db, request.viewer, request.query) }),
  );

  app.get(
    '/orders/:id/receipt',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The receipt of a paid order: its owner or an admin; 404 for anyone else, an unpaid or an unknown order',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: ReceiptResponse, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await receiptOf(app.db, request.viewer, request.params.id) };
    },
  );

  app.get(
    '/orders/:id/receipt.pdf',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The same receipt as a PDF download (application/pdf), in the order’s language or ?lang=en|bn; the same 404s',
        security: [{ bearer: [] }],
        params: UuidParams,
        querystring: ReceiptPdfQuery,
        produces: ['application/pdf'],
        response: { 200: PdfBody, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const receipt = await receiptOf(app.db, request.viewer, request.params.id);
      const pdf = await receiptPdf(receipt, request.query.lang ?? receipt.language);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="boipoka-receipt-${receipt.tranId}.pdf"`)
        .send(pdf);
    },
  );

  app.patch(
    '/orders/:id',
    {
      config: { changesCatalogue: true },
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

// --- The control panel: confirm delivery, delete an unpaid order (admins) -------------------------------------

/** done → the success body; not found → 404; refused → 409 with SPEC.md's `status: 'fail'`. */
function answer<T>(reply: FastifyReply, outcome: OrderChange, success: (count: number) => T) {
  if (outcome.kind === 'not-found') throw notFound(ORDER_MESSAGES.notFound);
  if (outcome.kind === 'conflict') {
    return reply
      .status(409)
      .send({ status: 'fail' as const, statusCode: 409, error: 'Conflict', message: outcome.message });
  }
  return reply.status(200).send(success(outcome.count));
}

export const orderAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/orders/:id',
    {
      config: { changesCatalogue: true },
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
      answer(reply, await confirmDelivery(app.db, request.viewer, request.params.id), (modifiedCount) => ({
        status: 'Successful' as const,
        modifiedCount,
      })),
  );

  app.delete(
    '/orders/:id',
    {
      config: { changesCatalogue: true },
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
      answer(reply, await deleteUnpaidOrder(app.db, request.viewer, request.params.id), (deletedCount) => ({
        status: 'Successful' as const,
        deletedCount,
      })),
  );

  app.post(
    '/orders/:id/accept',
    {
      schema: {
        tags: ['orders'],
        summary: 'Accept an order held for review: it becomes paid (admins only)',
        description:
          '{ status: "Successful", modifiedCount: 1 }. 409 { status: "fail", … } when the order is not held; 404 for an unknown order.',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: ModifiedResponse, 409: FailBody, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      answer(reply, await acceptHeldOrder(app.db, request.viewer, request.params.id), (modifiedCount) => ({
        status: 'Successful' as const,
        modifiedCount,
      })),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['orders'],
        summary: 'Refund a paid or held order through the gateway, in full or in part (admins only)',
        description:
          'amountPaisa up to what is left unrefunded (else 400, nothing recorded). The same idempotencyKey answers the same refund ' +
          '(never a second one). status is success, or processing while the gateway works on it (the periodic pass asks again). ' +
          'The gateway refusing is a 409 with its reason; the gateway not answering a 502 (the refund is retried automatically).',
        security: [{ bearer: [] }],
        params: UuidParams,
        body: RefundBody,
        response: { 200: RefundResponse, '4xx': ErrorBody, 502: ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      data: toRefundJson(
        await requestRefund(
          app.db,
          gatewayClient(app, publicOrigin(app.config)),
          request.viewer,
          request.params.id,
          request.body,
        ),
      ),
    }),
  );
};
