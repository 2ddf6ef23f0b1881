import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SslcommerzClient, SslcommerzError, type SessionInitRequest } from '../../server/payments/sslcommerz-client';

/** Replies recorded from SSLCommerz's sandbox (trimmed), served by a tiny local HTTP server. */
const RECORDED = {
  initSuccess: {
    status: 'SUCCESS',
    failedreason: '',
    sessionkey: 'F650E1A9D4C34C0E8D9B5E0B6B7E3D11',
    gw: { visa: 'city_visa,ebl_visa', master: 'city_master' },
    redirectGatewayURL:
      'https://sandbox.sslcommerz.com/gwprocess/v4/bankgw/indexhtml.php?mamount=540.00&ssl_id=2311230001',
    GatewayPageURL: 'https://sandbox.sslcommerz.com/EasyCheckOut/testcdef650e1a9d4c34c0e8d9b5e0b6b7e3d11',
    storeBanner: 'https://sandbox.sslcommerz.com/stores/logos/demoLogo.png',
    store_name: 'Testbox',
  },
  initFailed: {
    status: 'FAILED',
    failedreason: 'Store Credential Error Or Store is De-active',
    sessionkey: '',
    GatewayPageURL: '',
  },
  validationValid: {
    status: 'VALID',
    tran_date: '2023-11-23 10:12:01',
    tran_id: 'BPK-LP0001-ABCD1234',
    val_id: '2311231012010zyHqxNGRaXNj8E',
    amount: '540.00',
    store_amount: '526.50',
    currency: 'BDT',
    bank_tran_id: '2311231012011xJ8GdSQMcVnqyM',
    card_type: 'VISA-Dutch Bangla',
    currency_type: 'BDT',
    currency_amount: '540.00',
    currency_rate: '1.0000',
    risk_level: '0',
    risk_title: 'Safe',
    APIConnect: 'DONE',
    validated_on: '2023-11-23 10:12:15',
  },
  validationInvalid: { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' },
  queryByTranId: {
    APIConnect: 'DONE',
    no_of_trans_found: 2,
    element: [
      {
        val_id: '2311231012010zyHqxNGRaXNj8E',
        status: 'VALIDATED',
        tran_id: 'BPK-LP0001-ABCD1234',
        amount: '540.00',
        currency: 'BDT',
        risk_level: '0',
      },
      {
        val_id: '',
        status: 'FAILED',
        tran_id: 'BPK-LP0001-ABCD1234',
        amount: '540.00',
        currency: 'BDT',
        risk_level: '0',
      },
    ],
  },
  queryInvalid: { APIConnect: 'INVALID_REQUEST', no_of_trans_found: 0 },
};

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let reply: (seen: Seen) => { status?: number; body: string; delayMs?: number } = () => ({ body: '{}' });

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const entry = {
      method: req.method!,
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(await body(req)),
    };
    seen.push(entry);
    const { status = 200, body: text, delayMs = 0 } = reply(entry);
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(text), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const client = (timeoutMs?: number) =>
  new SslcommerzClient({ baseUrl: base, storeId: 'test&store', storePassword: 'p@ss&word=#1', timeoutMs });

const initRequest: SessionInitRequest = {
  total_amount: '540.00',
  currency: 'BDT',
  tran_id: 'BPK-LP0001-ABCD1234',
  product_category: 'Fiction & Poetry',
  product_name: 'Padma Nadir Majhi',
  product_profile: 'physical-goods',
  success_url: 'https://shop.example/api/v1/ssl/success',
  fail_url: 'https://shop.example/api/v1/ssl/fail',
  cancel_url: 'https://shop.example/api/v1/ssl/cancel',
  ipn_url: 'https://shop.example/api/v1/ssl/ipn',
  cus_name: 'Rahim',
  cus_email: 'rahim@example.com',
  cus_add1: 'House 1 & 2, Road #3',
  cus_city: 'Dhaka',
  cus_postcode: '1000',
  cus_country: 'Bangladesh',
  cus_phone: '+8801711000000',
  shipping_method: 'NO',
  num_of_item: 1,
};

describe('SslcommerzClient', () => {
  it('session init: POSTs URL-encoded fields with the credentials and returns the session', async () => {
    reply = () => ({ body: JSON.stringify(RECORDED.initSuccess) });
    const session = await client().initSession(initRequest);
    expect(session).toEqual({
      sessionkey: RECORDED.initSuccess.sessionkey,
      GatewayPageURL: RECORDED.initSuccess.GatewayPageURL,
      store_name: 'Testbox',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/prefix/gwprocess/v4/api.php' });
    expect(seen[0].form.get('store_id')).toBe('test&store');
    expect(seen[0].form.get('store_passwd')).toBe('p@ss&word=#1');
    expect(seen[0].form.get('cus_add1')).toBe('House 1 & 2, Road #3');
    expect(seen[0].form.get('total_amount')).toBe('540.00');
    expect(seen[0].form.get('num_of_item')).toBe('1');
  });

  it('session init: a FAILED status, an HTTP error, non-JSON or a missing URL throw', async () => {
    reply = () => ({ body: JSON.stringify(RECORDED.initFailed) });
    await expect(client().initSession(initRequest)).rejects.toThrow(/Store Credential Error/);
    reply = () => ({ status: 500, body: 'oops' });
    await expect(client().initSession(initRequest)).rejects.toMatchObject({ kind: 'http' });
    reply = () => ({ body: '<html>maintenance</html>' });
    await expect(client().initSession(initRequest)).rejects.toMatchObject({ kind: 'protocol' });
    reply = () => ({ body: JSON.stringify({ ...RECORDED.initSuccess, GatewayPageURL: 'javascript:alert(1)' }) });
    await expect(client().initSession(initRequest)).rejects.toBeInstanceOf(SslcommerzError);
  });

  it('validation: GET with URL-encoded query values', async () => {
    reply = () => ({ body: JSON.stringify(RECORDED.validationValid) });
    const result = await client().validate('val&id=1#x');
    expect(result).toMatchObject({
      status: 'VALID',
      tran_id: 'BPK-LP0001-ABCD1234',
      amount: '540.00',
      currency: 'BDT',
      risk_level: '0',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/prefix/validator/api/validationserverAPI.php' });
    expect(seen[0].query.get('val_id')).toBe('val&id=1#x');
    expect(seen[0].query.get('store_passwd')).toBe('p@ss&word=#1');
    expect(seen[0].query.get('format')).toBe('json');
    reply = () => ({ body: JSON.stringify(RECORDED.validationInvalid) });
    expect((await client().validate('nope')).status).toBe('INVALID_TRANSACTION');
  });

  it('transaction query: elements by tran_id; INVALID_REQUEST throws', async () => {
    reply = () => ({ body: JSON.stringify(RECORDED.queryByTranId) });
    const result = await client().queryTransaction({ tranId: 'BPK-LP0001-ABCD1234' });
    expect(result.element.map((e) => e.status)).toEqual(['VALIDATED', 'FAILED']);
    expect(seen[0].path).toBe('/prefix/validator/api/merchantTransIDvalidationAPI.php');
    expect(seen[0].query.get('tran_id')).toBe('BPK-LP0001-ABCD1234');
    reply = () => ({ body: JSON.stringify(RECORDED.queryInvalid) });
    await expect(client().queryTransaction({ sessionKey: 'x' })).rejects.toMatchObject({ kind: 'refused' });
  });

  it('times out instead of waiting forever, and a refused connection throws', async () => {
    reply = () => ({ body: JSON.stringify(RECORDED.validationValid), delayMs: 1_000 });
    await expect(client(100).validate('slow')).rejects.toMatchObject({ kind: 'timeout' });
    const nowhere = new SslcommerzClient({ baseUrl: 'http://127.0.0.1:9', storeId: 's', storePassword: 'p' });
    await expect(nowhere.validate('x')).rejects.toMatchObject({ kind: 'network' });
  });
});
