import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckoutParams, CheckoutQuoteResponse } from '../../domain/schemas/checkout';
import { ErrorBody } from '../../domain/schemas/common';
import { requireUser } from '../auth/guards';
import { checkoutQuote } from '../services/checkout';

export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/checkout/:bookId',
    {
      schema: {
        tags: ['payments'],
        summary:
          'What one book costs the caller (integer paisa): price, 5% tax, 3% service charge, review discount, grand total',
        security: [{ bearer: [] }],
        params: CheckoutParams,
        response: { 200: CheckoutQuoteResponse, '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await checkoutQuote(app.db, request.viewer.id, request.params.bookId) }),
  );
};
