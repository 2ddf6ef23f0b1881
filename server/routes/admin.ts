import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSummaryResponse, SUMMARY_DAYS } from '../../domain/schemas/admin';
import { ErrorBody } from '../../domain/schemas/common';
import { requireAdmin } from '../auth/guards';
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
