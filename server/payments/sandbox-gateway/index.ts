/**
 * The local SSLCommerz sandbox gateway, mounted at LOCAL_SANDBOX_PREFIX when no store id is configured. It speaks the
 * v4 protocol (session init, the gateway page, signed browser POST-backs, the IPN, the validation API and the
 * transaction query) so the shop's client code is the same one that talks to SSLCommerz.
 */
import formbody from '@fastify/formbody';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { takaToPaisa } from '../../../domain/pricing';
import { LOCAL_SANDBOX_PREFIX } from '../../config';
import { publicOrigin } from '../origin';
import { AUTOSUBMIT_JS, errorPage, gatewayPage, postBackPage } from './page';
import { initiateRefund, refundStatus } from './refunds';
import {
  callbackFields,
  completeSession,
  createSession,
  findSession,
  queryStatus,
  sessionsOf,
  validateValId,
  type SandboxChoice,
  type SandboxStore,
} from './store';

const FormFields = Type.Record(Type.String(), Type.String());
const GatewayQuery = Type.Object({
  Q: Type.Optional(Type.String()),
  SESSIONKEY: Type.String({ pattern: '^[0-9A-F]{32}$' }),
});
const ChoiceBody = Type.Object({
  choice: Type.Union([Type.Literal('card'), Type.Literal('mobile'), Type.Literal('fail'), Type.Literal('cancel')]),
});
const CredentialsQuery = {
  store_id: Type.String({ maxLength: 100 }),
  store_passwd: Type.String({ maxLength: 200 }),
  format: Type.Optional(Type.String()),
  v: Type.Optional(Type.String()),
};

const REQUIRED_INIT_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'product_category',
  'product_name',
  'product_profile',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'num_of_item',
] as const;

const isHttpUrl = (text: string) => /^https?:\/\/[^\s]+$/.test(text) && text.length <= 255;

export interface SandboxGatewayOptions {
  store: SandboxStore;
}

export const sandboxGateway: FastifyPluginAsyncTypebox<SandboxGatewayOptions> = async (app, { store }) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const base = `${publicOrigin(app.config)}${LOCAL_SANDBOX_PREFIX}`;
  const credentialsOk = (storeId: string, password: string) =>
    storeId === store.storeId && password === store.storePassword;
  const hide = { hide: true, tags: ['sandbox'] };

  app.post('/gwprocess/v4/api.php', { schema: { ...hide, body: FormFields } }, async (request) => {
    const body = request.body;
    const failed = (failedreason: string) => ({ status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
    if (!credentialsOk(body.store_id ?? '', body.store_passwd ?? ''))
      return failed('Store Credential Error Or Store is De-active');
    const missing = REQUIRED_INIT_FIELDS.filter((field) => !body[field]);
    if (missing.length > 0) return failed(`Missing fields: ${missing.join(', ')}`);
    const paisa = takaToPaisa(body.total_amount);
    if (paisa === null || paisa < 1_000 || paisa > 50_000_000)
      return failed('Invalid total_amount: 10.00 to 500000.00');
    if (!/^[A-Z]{3}$/.test(body.currency)) return failed('Invalid currency');
    if (body.tran_id.length > 30) return failed('tran_id is longer than 30 characters');
    for (const url of [body.success_url, body.fail_url, body.cancel_url, ...(body.ipn_url ? [body.ipn_url] : [])]) {
      if (!isHttpUrl(url)) return failed('Invalid callback URL');
    }
    const session = await createSession(app.db, {
      storeId: store.storeId,
      tranId: body.tran_id,
      totalAmount: (paisa / 100).toFixed(2),
      currency: body.currency,
      productName: body.product_name.slice(0, 255),
      productCategory: body.product_category.slice(0, 100),
      cusName: body.cus_name.slice(0, 100),
      cusEmail: body.cus_email.slice(0, 100),
      successUrl: body.success_url,
      failUrl: body.fail_url,
      cancelUrl: body.cancel_url,
      ipnUrl: body.ipn_url || null,
      valueA: body.value_a || null,
    });
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.sessionKey,
      GatewayPageURL: `${base}/gwprocess/v4/gw.php?Q=PAY&SESSIONKEY=${session.sessionKey}`,
      store_name: store.storeName,
    };
  });

  app.get('/gwprocess/v4/gw.php', { schema: { ...hide, querystring: GatewayQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const session = await findSession(app.db, request.query.SESSIONKEY);
    if (!session) return reply.status(404).send(errorPage('This payment session does not exist.'));
    return gatewayPage(
      session,
      store.storeName,
      `${LOCAL_SANDBOX_PREFIX}/gwprocess/v4/gw.php?Q=PAY&SESSIONKEY=${session.sessionKey}`,
    );
  });

  app.post(
    '/gwprocess/v4/gw.php',
    { schema: { ...hide, querystring: GatewayQuery, body: ChoiceBody } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const session = await completeSession(app.db, request.query.SESSIONKEY, request.body.choice as SandboxChoice);
      if (!session) return reply.status(404).send(errorPage('This payment session does not exist.'));
      const fields = callbackFields(session, store);
      if (session.ipnUrl) await deliverIpn(request, session.ipnUrl, fields);
      const target =
        session.status === 'VALID'
          ? session.successUrl
          : session.status === 'FAILED'
            ? session.failUrl
            : session.cancelUrl;
      return postBackPage(target, fields, `${LOCAL_SANDBOX_PREFIX}/autosubmit.js`);
    },
  );

  app.get('/autosubmit.js', { schema: hide }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(AUTOSUBMIT_JS),
  );

  app.get(
    '/validator/api/validationserverAPI.php',
    { schema: { ...hide, querystring: Type.Object({ ...CredentialsQuery, val_id: Type.String({ maxLength: 100 }) }) } },
    async (request) => {
      const { store_id, store_passwd, val_id } = request.query;
      if (!credentialsOk(store_id, store_passwd))
        return { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' };
      const found = await validateValId(app.db, val_id);
      if (!found) return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
      const { session, status } = found;
      return {
        status,
        tran_date: session.completedAt?.toISOString().replace('T', ' ').slice(0, 19),
        tran_id: session.tranId,
        val_id: session.valId,
        amount: session.totalAmount,
        store_amount: (Number(session.totalAmount) * 0.975).toFixed(2),
        currency: session.currency,
        bank_tran_id: session.bankTranId,
        card_type: session.cardType,
        currency_type: session.currency,
        currency_amount: session.totalAmount,
        currency_rate: '1.0000',
        value_a: session.valueA ?? '',
        risk_level: String(session.riskLevel),
        risk_title: session.riskLevel === 1 ? 'Transaction is under review' : 'Safe',
        APIConnect: 'DONE',
        validated_on: session.validatedAt?.toISOString().replace('T', ' ').slice(0, 19),
      };
    },
  );

  app.get(
    '/validator/api/merchantTransIDvalidationAPI.php',
    {
      schema: {
        ...hide,
        querystring: Type.Object({
          ...CredentialsQuery,
          tran_id: Type.Optional(Type.String({ maxLength: 100 })),
          sessionkey: Type.Optional(Type.String({ maxLength: 100 })),
          bank_tran_id: Type.Optional(Type.String({ maxLength: 100 })),
          refund_amount: Type.Optional(Type.String({ maxLength: 20 })),
          refund_remarks: Type.Optional(Type.String({ maxLength: 500 })),
          refe_id: Type.Optional(Type.String({ maxLength: 100 })),
          refund_trans_id: Type.Optional(Type.String({ maxLength: 100 })),
          refund_ref_id: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request) => {
      const { store_id, store_passwd, tran_id, sessionkey, bank_tran_id, refund_ref_id } = request.query;
      if (bank_tran_id !== undefined || refund_ref_id !== undefined) {
        if (!credentialsOk(store_id, store_passwd))
          return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store Credential Error' };
        if (refund_ref_id !== undefined) return { APIConnect: 'DONE', ...(await refundStatus(app.db, refund_ref_id)) };
        const { refund_amount = '', refund_remarks = '', refe_id = '' } = request.query;
        return {
          APIConnect: 'DONE',
          ...(await initiateRefund(app.db, {
            bankTranId: bank_tran_id!,
            amount: refund_amount,
            remarks: refund_remarks,
            refeId: refe_id,
          })),
        };
      }
      if (!credentialsOk(store_id, store_passwd) || (!tran_id && !sessionkey))
        return { APIConnect: 'INVALID_REQUEST', no_of_trans_found: 0, element: [] };
      const sessions = await sessionsOf(app.db, tran_id ? { tranId: tran_id } : { sessionKey: sessionkey! });
      const element = sessions.map((session) => ({
        val_id: session.valId ?? '',
        status: queryStatus(session),
        validated_on: session.validatedAt?.toISOString() ?? '',
        currency_type: session.currency,
        currency_amount: session.totalAmount,
        currency_rate: '1.0000',
        tran_date: (session.completedAt ?? session.createdAt).toISOString().replace('T', ' ').slice(0, 19),
        tran_id: session.tranId,
        amount: session.totalAmount,
        currency: session.currency,
        bank_tran_id: session.bankTranId ?? '',
        card_type: session.cardType ?? '',
        risk_level: String(session.riskLevel),
        risk_title: session.riskLevel === 1 ? 'Transaction is under review' : 'Safe',
      }));
      return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
    },
  );

  /**
   * The IPN, server to server: in-process when the merchant is this server, else over HTTP (10 s). Errors are logged,
   * not thrown.
   */
  async function deliverIpn(request: FastifyRequest, url: string, fields: Record<string, string>) {
    const origin = publicOrigin(app.config);
    const payload = new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    try {
      if (url.startsWith(`${origin}/`)) {
        const response = await app.inject({ method: 'POST', url: url.slice(origin.length), headers, payload });
        if (response.statusCode >= 300)
          request.log.warn({ status: response.statusCode }, 'sandbox gateway: IPN refused');
      } else {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) request.log.warn({ status: response.status }, 'sandbox gateway: IPN refused');
      }
    } catch (error) {
      request.log.warn({ message: (error as Error).message }, 'sandbox gateway: IPN not delivered');
    }
  }
};
