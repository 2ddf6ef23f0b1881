import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AdminSummaryResponse, SUMMARY_DAYS } from '../../domain/schemas/admin';
import { ErrorBody } from '../../domain/schemas/common';
import { requireAdmin } from '../auth/guards';
import { badRequest } from '../http-errors';
import { adminSummary } from '../services/admin-summary';

/** The control panel's dashboard figures (admins only). */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'The dashboard: totals, revenue, orders awaiting confirmation and paid orders per day (admins only)',
        description:
          `paidPerDay covers the last ${SUMMARY_DAYS} days in the shop's time zone (Asia/Dhaka), oldest first, every day present; ` +
          'an order counts on the day it was paid. Money is integer paisa.',
        security: [{ bearer: [] }],
        response: { 200: AdminSummaryResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async () => ({ data: await adminSummary(app.db) }),
  );
};

/**
 * preValidation for paged lists: `page` and `limit` must be written as whole numbers. Fastify's AJV coerces
 * 'Infinity' and '1e400' to Infinity and lets it past `maximum` (then OFFSET Infinity is a 500); this makes them 400.
 */
export async function wholeNumberPaging(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | null;
  if (!query || typeof query !== 'object') return;
  for (const name of ['page', 'limit']) {
    const value = query[name];
    if (value !== undefined && !(typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value))) throw badRequest(`${name} must be a whole number`);
  }
}
