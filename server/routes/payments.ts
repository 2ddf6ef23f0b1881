import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../domain/schemas/common';
import {
  GatewayCallbackBody,
  IpnRefusal,
  IpnResponse,
  PaymentInitBody,
  PaymentInitResponse,
} from '../../domain/schemas/payments';
import { requireUser } from '../auth/guards';
import { gatewayClient, publicOrigin } from '../payments/origin';
import { acceptedLanguage } from '../i18n';
import { handleFailOrCancel, handlePaidCallback, startPayment, type SettleResult } from '../services/payments';

const SUCCESS_PAGE = '/ssl-payment-success';
const FAILED_PAGE = '/payment/failed';
const CANCELLED_PAGE = '/payment/cancelled';

/**
 * Where the shopper's browser goes back to: the success page for a payment the shop kept, otherwise the callback's
 * own page. A payment the shop refunds automatically (it arrived after the order had closed) is said so on the
 * failed page (`outcome=refunded`), since money did leave the shopper's account.
 */
function resultPage(result: SettleResult, otherwise: string): string {
  const tranId = `tran_id=${encodeURIComponent(result.tranId.slice(0, 64))}`;
  if (['paid', 'already_paid', 'held_for_review'].includes(result.outcome)) return `${SUCCESS_PAGE}?${tranId}`;
  if (result.outcome === 'refunded') return `${FAILED_PAGE}?${tranId}&outcome=refunded`;
  return `${otherwise}?${tranId}`;
}

/** SSLCommerz: POST /ssl/init (signed in) and the gateway's form-encoded callbacks (no cookies, no token). */
export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const gatewayFor = (origin: string) => gatewayClient(app, origin);
  const callbackSchema = (summary: string) => ({
    tags: ['payments'],
    summary,
    consumes: ['application/x-www-form-urlencoded'],
    body: GatewayCallbackBody,
  });

  app.post(
    '/ssl/init',
    {
      config: { changesCatalogue: true },
      schema: {
        tags: ['payments'],
        summary:
          'Starts paying for one book: order pending, one copy reserved, gateway session; answers the gateway page URL',
        security: [{ bearer: [] }],
        body: PaymentInitBody,
        response: { 200: PaymentInitResponse, '4xx': ErrorBody, 502: ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const origin = publicOrigin(app.config);
      return startPayment(
        app.db,
        gatewayFor(origin),
        request.viewer.id,
        {
          bookId: request.body.book_id,
          phone: request.body.cus_phone.trim(),
          address: request.body.cus_add1.trim(),
          language: acceptedLanguage(request.headers['accept-language']),
        },
        { origin, reservationMinutes: app.config.payments.reservationMinutes },
      );
    },
  );

  app.post(
    '/ssl/success',
    { schema: callbackSchema('Gateway POST-back after a payment (browser); validated before anything changes') },
    async (request, reply) => {
      const result = await handlePaidCallback(
        app.db,
        gatewayFor(publicOrigin(app.config)),
        request.body,
        app.config.payments.storePassword,
      );
      recordOutcome(request, 'success', result);
      return reply.redirect(resultPage(result, FAILED_PAGE), 303);
    },
  );

  app.post(
    '/ssl/fail',
    {
      schema: callbackSchema(
        'Gateway POST-back after a failed payment (browser); the gateway is asked before anything changes',
      ),
    },
    async (request, reply) => {
      const result = await handleFailOrCancel(app.db, gatewayFor(publicOrigin(app.config)), request.body);
      recordOutcome(request, 'fail', result);
      return reply.redirect(resultPage(result, FAILED_PAGE), 303);
    },
  );

  app.post(
    '/ssl/cancel',
    {
      schema: callbackSchema(
        'Gateway POST-back after a cancelled payment (browser); the gateway is asked before anything changes',
      ),
    },
    async (request, reply) => {
      const result = await handleFailOrCancel(app.db, gatewayFor(publicOrigin(app.config)), request.body);
      recordOutcome(request, 'cancel', result);
      return reply.redirect(resultPage(result, CANCELLED_PAGE), 303);
    },
  );

  app.post(
    '/ssl/ipn',
    {
      schema: {
        ...callbackSchema('Instant payment notification (gateway, server to server)'),
        response: { 200: IpnResponse, 400: IpnRefusal },
      },
    },
    async (request, reply) => {
      const gateway = gatewayFor(publicOrigin(app.config));
      const fields = request.body;
      const result =
        fields.status === 'VALID' || fields.status === 'VALIDATED'
          ? await handlePaidCallback(app.db, gateway, fields, app.config.payments.storePassword)
          : await handleFailOrCancel(app.db, gateway, fields);
      recordOutcome(request, 'ipn', result);
      const forged =
        result.outcome === 'rejected' && (result.reason === 'bad verify_sign' || result.reason?.includes('required'));
      return reply
        .status(forged ? 400 : 200)
        .send({ received: !forged, outcome: result.outcome, tran_id: result.tranId });
    },
  );
};

/** One log line and one count (payments_total) per gateway callback. */
function recordOutcome(request: FastifyRequest, callback: string, result: SettleResult) {
  request.server.metrics.payments.inc({ outcome: result.outcome, callback });
  const log = request.log;
  const line = {
    callback,
    tran_id: result.tranId.slice(0, 64),
    outcome: result.outcome,
    ...(result.reason && { reason: result.reason }),
  };
  if (result.outcome === 'rejected' || result.outcome === 'gateway_error') log.warn(line, 'payments: callback');
  else log.info(line, 'payments: callback');
}
