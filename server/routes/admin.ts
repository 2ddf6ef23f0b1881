import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSummaryResponse, SUMMARY_DAYS } from '../../domain/schemas/admin';
import { ErrorBody } from '../../domain/schemas/common';
import { AuditList, AuditQuery, FindingList, FindingsQuery, OrdersExportQuery } from '../../domain/schemas/money';
import { requireAdmin } from '../auth/guards';
import { adminSummary } from '../services/admin-summary';
import { listAudit } from '../services/audit';
import { exportRange, listFindings, ordersCsv } from '../services/reports';

/**
 * The control panel's dashboard figures, the audit trail, the reconciliation findings and the CSV export (admins only).
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'The dashboard: totals, revenue, orders awaiting confirmation and paid orders per day (admins only)',
        description:
          `paidPerDay covers the last ${SUMMARY_DAYS} days in the shop's time zone (Asia/Dhaka), oldest first, every day present; ` +
          'an order counts on the day it was paid. Money is integer paisa, net of refunds; held orders never count.',
        security: [{ bearer: [] }],
        response: { 200: AdminSummaryResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async () => ({ data: await adminSummary(app.db) }),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit trail: every admin action, newest first, paged; by admin e-mail (prefix), entity (and id) and Dhaka days',
        description: 'Append-only: there is no API to change or delete an entry.',
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditList, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({ data: await listAudit(app.db, request.query) }),
  );

  app.get(
    '/admin/payments/findings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What the periodic payment pass found (paid at the gateway, expired, amount mismatches, refunds) and did, newest first',
        security: [{ bearer: [] }],
        querystring: FindingsQuery,
        response: { 200: FindingList, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({ data: await listFindings(app.db, request.query) }),
  );

  app.get(
    '/admin/orders.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The orders created from `from` to `to` (Dhaka days, inclusive) as CSV, UTF-8 with BOM, streamed',
        description:
          'One row per order: date in Dhaka time, ids, customer, book, the money in taka, refunded, payment and delivery state.',
        security: [{ bearer: [] }],
        querystring: OrdersExportQuery,
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8, with a BOM' }), '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const { from, to } = request.query;
      exportRange(from, to);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="boipoka-orders-${from}-to-${to}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (never serialised); the 200 schema only documents it.
          .send(ordersCsv(app.db, from, to) as unknown as string)
      );
    },
  );
};
