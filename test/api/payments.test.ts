import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../server/db/schema';
import { gatewayClient } from '../../server/payments/origin';
import { reconcileExpiredOrders } from '../../server/services/payments';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import {
  bookRow,
  chooseOnGateway,
  completeWithoutIpn,
  initPayment,
  orderByTranId,
  pathOf,
  postForm,
  resign,
  startPaying,
  tamperSandboxSession,
} from './payments-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newBook = async (overrides: Parameters<typeof bookFixture>[0] = {}) =>
  (await insertBooks(ctx.db, [bookFixture({ pricePaisa: 50_000, stock: 3, ...overrides })]))[0];
const paidCount = async (tranId: string) => {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.tranId} = ${tranId} AND ${orders.paymentStatus} = 'paid'`);
  return row.n;
};

describe('the whole protocol through the local sandbox gateway', () => {
  it('init → gateway page → card payment → IPN + success POST-back → paid once', async () => {
    const book = await newBook({ name: 'Padma <Nadir> Majhi & Co' });
    const buyer = await ctx.userWithRole('user');

    const response = await initPayment(ctx, buyer.token, book.id, {
      total_amount: 1,
      cus_email: 'attacker@example.com',
      item_name: 'Free book',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url, tran_id } = response.json() as { url: string; tran_id: string };
    expect(url).toMatch(
      /^http:\/\/localhost(:\d+)?\/sandbox\/sslcommerz\/gwprocess\/v4\/gw\.php\?Q=PAY&SESSIONKEY=[0-9A-F]{32}$/,
    );
    expect(tran_id).toMatch(/^BPK-/);

    const order = await orderByTranId(ctx, tran_id);
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      totalAmountPaisa: 54_000,
      cusEmail: buyer.email,
      userId: buyer.id,
      bookId: book.id,
      productName: book.name,
    });
    expect(order.sessionKey).toBe(new URL(url).searchParams.get('SESSIONKEY'));
    expect((await bookRow(ctx, book.id)).stock).toBe(2);

    const page = await ctx.request({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Padma &lt;Nadir&gt; Majhi &amp; Co');
    expect(page.body).not.toContain('<Nadir>');
    expect(page.body).toContain('<dt>Amount</dt><dd>BDT 540.00</dd>');
    expect(page.body).not.toContain('৳'); // the page has no Bengali font: the taka sign would be an empty box
    for (const label of ['Pay with card', 'Pay with mobile banking', 'Fail', 'Cancel'])
      expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toMatch(/<script>/);

    const { action, fields } = await chooseOnGateway(ctx, url, 'card');
    // The IPN has arrived (server to server) before the browser comes back.
    expect((await orderByTranId(ctx, tran_id)).paymentStatus).toBe('paid');
    expect(action).toMatch(/\/api\/v1\/ssl\/success$/);
    expect(fields).toMatchObject({ tran_id, status: 'VALID', amount: '540.00', currency: 'BDT' });

    const back = await postForm(ctx, pathOf(action), fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/ssl-payment-success?tran_id=${tran_id}`);

    const paid = await orderByTranId(ctx, tran_id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', valId: fields.val_id, heldForReview: false });
    expect(await paidCount(tran_id)).toBe(1);
    const after = await bookRow(ctx, book.id);
    expect(after).toMatchObject({ stock: 2, soldCount: 1 });

    // The IPN again (a duplicate): 200, nothing changes.
    const again = await postForm(ctx, '/api/v1/ssl/ipn', fields);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'already_paid' });
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 2, soldCount: 1 });

    // The purchase shows up everywhere.
    expect(
      (await ctx.request({ method: 'GET', url: '/api/v1/purchases', token: buyer.token })).json().data.bookIds,
    ).toEqual([book.id]);
    const mine = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: buyer.token });
    expect(mine.json().data.result).toEqual([
      expect.objectContaining({ tran_id, paymentStatus: 'paid', total_amount: 540 }),
    ]);
    const quote = await ctx.request({ method: 'GET', url: `/api/v1/checkout/${book.id}`, token: buyer.token });
    expect(quote.json().data).toMatchObject({ purchasable: false, reason: 'purchased' });
    expect((await initPayment(ctx, buyer.token, book.id)).statusCode).toBe(409);
  });

  it('the quote’s grand total is what the gateway is asked for and what is stored (discounted)', async () => {
    const reviewed = await newBook({ pricePaisa: 33_333 });
    const next = await newBook({ pricePaisa: 77_777 });
    const buyer = await ctx.userWithRole('user');
    const first = await startPaying(ctx, buyer.token, reviewed.id);
    await chooseOnGateway(ctx, first.url, 'mobile');
    const order = await orderByTranId(ctx, first.tranId);
    expect(order.paymentStatus).toBe('paid');
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: `/api/v1/orders/${order.id}`,
          token: buyer.token,
          payload: { rating: 4.5, review: 'Good.' },
        })
      ).statusCode,
    ).toBe(200);

    const quote = (await ctx.request({ method: 'GET', url: `/api/v1/checkout/${next.id}`, token: buyer.token })).json()
      .data;
    expect(quote).toMatchObject({
      pricePaisa: 77_777,
      taxPaisa: 3_889,
      serviceChargePaisa: 2_333,
      discountPaisa: 11_667,
      grandTotalPaisa: 72_332,
      reviewPrompt: null,
      purchasable: true,
      reason: null,
    });
    const second = await startPaying(ctx, buyer.token, next.id);
    const page = await ctx.request({ method: 'GET', url: pathOf(second.url) });
    expect(page.body).toContain('<dd>BDT 723.32</dd>');
    expect((await orderByTranId(ctx, second.tranId)).totalAmountPaisa).toBe(quote.grandTotalPaisa);
    const { fields } = await chooseOnGateway(ctx, second.url, 'card');
    expect(fields.amount).toBe('723.32');
    expect((await orderByTranId(ctx, second.tranId)).paymentStatus).toBe('paid');
  });
});

describe('forged and replayed callbacks mark nothing paid', () => {
  it('a bad signature: the success POST-back goes to the failed page and the IPN is a 400', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { tranId, sessionKey } = await startPaying(ctx, buyer.token, book.id);
    const fields = await completeWithoutIpn(ctx, sessionKey, 'card');
    const forged = { ...fields, verify_sign: '0'.repeat(32) };
    const back = await postForm(ctx, '/api/v1/ssl/success', forged);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/failed?tran_id=${tranId}`);
    expect((await postForm(ctx, '/api/v1/ssl/ipn', forged)).statusCode).toBe(400);
    // A signed field changed without re-signing.
    expect((await postForm(ctx, '/api/v1/ssl/ipn', { ...fields, amount: '1.00' })).statusCode).toBe(400);
    // No signature at all, or one that leaves out the amount.
    const { verify_sign: _s, verify_key: _k, ...unsigned } = fields;
    expect((await postForm(ctx, '/api/v1/ssl/ipn', unsigned)).statusCode).toBe(400);
    expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('pending');
    // The genuine fields still work afterwards.
    expect((await postForm(ctx, '/api/v1/ssl/ipn', fields)).json()).toMatchObject({ outcome: 'paid' });
  });

  it('an unknown tran_id changes nothing', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { sessionKey } = await startPaying(ctx, buyer.token, book.id);
    const fields = await completeWithoutIpn(ctx, sessionKey, 'card');
    const response = await postForm(ctx, '/api/v1/ssl/ipn', resign(ctx, fields, { tran_id: 'BPK-NO-SUCH-ORDER' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'unknown_order' });
    const back = await postForm(ctx, '/api/v1/ssl/success', resign(ctx, fields, { tran_id: 'BPK-NO-SUCH-ORDER' }));
    expect(back.headers.location).toBe('/payment/failed?tran_id=BPK-NO-SUCH-ORDER');
  });

  it('a real val_id replayed for another order (even correctly signed) does not pay that order', async () => {
    const book = await newBook();
    const payer = await ctx.userWithRole('user');
    const freeloader = await ctx.userWithRole('user');
    const paid = await startPaying(ctx, payer.token, book.id);
    const { fields } = await chooseOnGateway(ctx, paid.url, 'card');
    const victim = await startPaying(ctx, freeloader.token, book.id);
    const replay = resign(ctx, fields, { tran_id: victim.tranId });
    const ipn = await postForm(ctx, '/api/v1/ssl/ipn', replay);
    expect(ipn.json()).toMatchObject({ outcome: 'rejected' });
    const back = await postForm(ctx, '/api/v1/ssl/success', replay);
    expect(back.headers.location).toBe(`/payment/failed?tran_id=${victim.tranId}`);
    expect((await orderByTranId(ctx, victim.tranId)).paymentStatus).toBe('pending');
    expect((await orderByTranId(ctx, victim.tranId)).valId).toBeNull();

    // The same with a val_id no order has used yet (its own callbacks not delivered): still refused — the
    // validation API names the other tran_id.
    const third = await ctx.userWithRole('user');
    const unseen = await startPaying(ctx, third.token, book.id);
    const unseenFields = await completeWithoutIpn(ctx, unseen.sessionKey, 'card');
    expect(
      (await postForm(ctx, '/api/v1/ssl/ipn', resign(ctx, unseenFields, { tran_id: victim.tranId }))).json(),
    ).toMatchObject({ outcome: 'rejected' });
    expect((await orderByTranId(ctx, victim.tranId)).paymentStatus).toBe('pending');
    // Its own order is then paid with it as usual.
    expect((await postForm(ctx, '/api/v1/ssl/ipn', unseenFields)).json()).toMatchObject({ outcome: 'paid' });
  });

  it('a wrong amount or currency at the gateway, or an INVALID_TRANSACTION, leaves the order pending', async () => {
    const book = await newBook();
    for (const tamper of [{ totalAmount: '10.00' }, { currency: 'USD' }]) {
      const buyer = await ctx.userWithRole('user');
      const { tranId, sessionKey, url } = await startPaying(ctx, buyer.token, book.id);
      await tamperSandboxSession(ctx, sessionKey, tamper);
      const { fields } = await chooseOnGateway(ctx, url, 'card');
      const back = await postForm(ctx, '/api/v1/ssl/success', fields);
      expect(back.headers.location).toBe(`/payment/failed?tran_id=${tranId}`);
      expect((await postForm(ctx, '/api/v1/ssl/ipn', fields)).json()).toMatchObject({ outcome: 'rejected' });
      expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('pending');
    }
    const buyer = await ctx.userWithRole('user');
    const { tranId, sessionKey } = await startPaying(ctx, buyer.token, book.id);
    const fields = await completeWithoutIpn(ctx, sessionKey, 'card');
    const invalid = resign(ctx, fields, { val_id: 'SBXNOTAREALVALID' });
    expect((await postForm(ctx, '/api/v1/ssl/ipn', invalid)).json()).toMatchObject({ outcome: 'rejected' });
    expect((await postForm(ctx, '/api/v1/ssl/success', invalid)).headers.location).toBe(
      `/payment/failed?tran_id=${tranId}`,
    );
    expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('pending');
  });

  it('risk_level 1 holds the order for an admin instead of marking it paid', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const admin = await ctx.userWithRole('admin');
    const { tranId, sessionKey, url } = await startPaying(ctx, buyer.token, book.id);
    await tamperSandboxSession(ctx, sessionKey, { riskLevel: 1 });
    const { fields } = await chooseOnGateway(ctx, url, 'card');
    expect(fields.risk_level).toBe('1');
    await postForm(ctx, '/api/v1/ssl/success', fields);
    const order = await orderByTranId(ctx, tranId);
    expect(order).toMatchObject({ paymentStatus: 'pending', heldForReview: true, valId: fields.val_id });
    expect((await bookRow(ctx, book.id)).soldCount).toBe(0);
    const listed = await ctx.request({ method: 'GET', url: `/api/v1/orders?search=${tranId}`, token: admin.token });
    expect(listed.json().data.result).toEqual([
      expect.objectContaining({ tran_id: tranId, paymentStatus: 'pending', heldForReview: true }),
    ]);
    // The reaper leaves held orders alone even after the reservation time.
    await ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.tranId, tranId));
    await reconcileExpiredOrders(ctx.db, gatewayClient(ctx.app, 'http://localhost:80'));
    expect(await orderByTranId(ctx, tranId)).toMatchObject({ paymentStatus: 'pending', heldForReview: true });
  });

  it('success and IPN racing: paid exactly once, sold once', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { tranId, sessionKey } = await startPaying(ctx, buyer.token, book.id);
    const fields = await completeWithoutIpn(ctx, sessionKey, 'card');
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => postForm(ctx, '/api/v1/ssl/success', fields)),
      ...Array.from({ length: 4 }, () => postForm(ctx, '/api/v1/ssl/ipn', fields)),
    ]);
    for (const r of responses.slice(0, 4)) expect(r.headers.location).toBe(`/ssl-payment-success?tran_id=${tranId}`);
    const outcomes = responses.slice(4).map((r) => r.json().outcome);
    expect(outcomes.every((o) => o === 'paid' || o === 'already_paid')).toBe(true);
    expect(await paidCount(tranId)).toBe(1);
    expect((await bookRow(ctx, book.id)).soldCount).toBe(1);
  });
});

describe('fail, cancel and expiry', () => {
  it('fail/cancel POST-backs without the gateway’s word change nothing', async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    const { tranId } = await startPaying(ctx, buyer.token, book.id);
    const fail = await postForm(ctx, '/api/v1/ssl/fail', { tran_id: tranId, status: 'FAILED' });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe(`/payment/failed?tran_id=${tranId}`);
    const cancel = await postForm(ctx, '/api/v1/ssl/cancel', { tran_id: tranId, status: 'CANCELLED' });
    expect(cancel.headers.location).toBe(`/payment/cancelled?tran_id=${tranId}`);
    expect((await postForm(ctx, '/api/v1/ssl/ipn', { tran_id: tranId, status: 'CANCELLED' })).json()).toMatchObject({
      outcome: 'unchanged',
    });
    expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('pending');
    expect((await bookRow(ctx, book.id)).stock).toBe(0);
  });

  it('a cancel confirmed by the gateway cancels once and returns the copy once', async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    const { tranId, url } = await startPaying(ctx, buyer.token, book.id);
    expect((await bookRow(ctx, book.id)).stock).toBe(0);
    const { action, fields } = await chooseOnGateway(ctx, url, 'cancel');
    expect(action).toMatch(/\/api\/v1\/ssl\/cancel$/);
    const back = await postForm(ctx, pathOf(action), fields);
    expect(back.headers.location).toBe(`/payment/cancelled?tran_id=${tranId}`);
    await postForm(ctx, pathOf(action), fields);
    expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('cancelled');
    expect((await bookRow(ctx, book.id)).stock).toBe(1);
    // A retry makes a new order with a new tran_id.
    const retry = await startPaying(ctx, buyer.token, book.id);
    expect(retry.tranId).not.toBe(tranId);
  });

  it('a failure confirmed by the gateway fails the order and returns the copy', async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    const { tranId, url } = await startPaying(ctx, buyer.token, book.id);
    const { action, fields } = await chooseOnGateway(ctx, url, 'fail');
    expect((await postForm(ctx, pathOf(action), fields)).headers.location).toBe(`/payment/failed?tran_id=${tranId}`);
    expect((await orderByTranId(ctx, tranId)).paymentStatus).toBe('failed');
    expect((await bookRow(ctx, book.id)).stock).toBe(1);
  });

  it('expiry: an unpaid reservation expires and returns the copy; one paid at the gateway becomes paid', async () => {
    const book = await newBook({ stock: 2 });
    const idle = await ctx.userWithRole('user');
    const quiet = await ctx.userWithRole('user');
    const unpaid = await startPaying(ctx, idle.token, book.id);
    const paidThere = await startPaying(ctx, quiet.token, book.id);
    await completeWithoutIpn(ctx, paidThere.sessionKey, 'card');
    expect((await bookRow(ctx, book.id)).stock).toBe(0);

    const gateway = gatewayClient(ctx.app, 'http://localhost:80');
    expect(await reconcileExpiredOrders(ctx.db, gateway)).toEqual([]); // nothing due yet
    await ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(sql`${orders.tranId} IN (${unpaid.tranId}, ${paidThere.tranId})`);
    const results = await reconcileExpiredOrders(ctx.db, gateway);
    expect(results.map((r) => [r.tranId, r.outcome]).sort()).toEqual(
      [
        [unpaid.tranId, 'expired'],
        [paidThere.tranId, 'paid'],
      ].sort(),
    );
    expect((await orderByTranId(ctx, unpaid.tranId)).paymentStatus).toBe('expired');
    expect((await orderByTranId(ctx, paidThere.tranId)).paymentStatus).toBe('paid');
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 1, soldCount: 1 });
    expect(await reconcileExpiredOrders(ctx.db, gateway)).toEqual([]);
  });

  it('two reaper passes at once handle each order once (the copy comes back once)', async () => {
    const book = await newBook({ stock: 3 });
    const started = [];
    for (let i = 0; i < 3; i++) started.push(await startPaying(ctx, (await ctx.userWithRole('user')).token, book.id));
    await ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(sql`${orders.bookId} = ${book.id}`);
    const gateway = gatewayClient(ctx.app, 'http://localhost:80');
    const passes = await Promise.all([
      reconcileExpiredOrders(ctx.db, gateway),
      reconcileExpiredOrders(ctx.db, gateway),
      reconcileExpiredOrders(ctx.db, gateway),
    ]);
    const expired = passes
      .flat()
      .filter((r) => r.outcome === 'expired')
      .map((r) => r.tranId);
    expect(expired.sort()).toEqual(started.map((s) => s.tranId).sort());
    expect((await bookRow(ctx, book.id)).stock).toBe(3);
  });

  it('a payment that arrives after the order expired is not marked paid but refunded through the refund API', async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    const { tranId, url } = await startPaying(ctx, buyer.token, book.id);
    await ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.tranId, tranId));
    await reconcileExpiredOrders(ctx.db, gatewayClient(ctx.app, 'http://localhost:80'));
    expect((await bookRow(ctx, book.id)).stock).toBe(1);
    const { fields } = await chooseOnGateway(ctx, url, 'card');
    const back = await postForm(ctx, '/api/v1/ssl/success', fields);
    // The shopper's browser lands on a page that says the money is coming back (not 'nothing was charged').
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/failed?tran_id=${tranId}&outcome=refunded`);
    expect(await orderByTranId(ctx, tranId)).toMatchObject({
      paymentStatus: 'expired',
      heldForReview: false,
      valId: fields.val_id,
    });
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 1, soldCount: 0 });
    const auto = await ctx.db.select().from(refunds).where(eq(refunds.tranId, tranId));
    expect(auto).toEqual([
      expect.objectContaining({
        automatic: true,
        amountPaisa: 54_000,
        status: 'processing',
        bankTranId: fields.bank_tran_id,
      }),
    ]);
    // The IPN again: the same refund, not a second one.
    await postForm(ctx, '/api/v1/ssl/ipn', fields);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.tranId, tranId))).toHaveLength(1);
  });
});

describe('the sandbox gateway pages', () => {
  it('are plain HTML under the CSP: no inline script, the POST-back submits through a same-origin script', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { url } = await startPaying(ctx, buyer.token, book.id);
    const page = await ctx.request({ method: 'GET', url: pathOf(url) });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    const back = await ctx.request({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=cancel',
    });
    expect(back.body).toContain('<script src="/sandbox/sslcommerz/autosubmit.js" defer></script>');
    expect(back.body).not.toMatch(/<script>|onload=|javascript:/);
    expect(back.body).toContain('>Continue to the shop</button>');
    const script = await ctx.request({ method: 'GET', url: '/sandbox/sslcommerz/autosubmit.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain("getElementById('postback')");
    // An unknown session and a bad choice.
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: '/sandbox/sslcommerz/gwprocess/v4/gw.php?Q=PAY&SESSIONKEY=' + '0'.repeat(32),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: pathOf(url),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'choice=steal',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the validation API answers VALID once, VALIDATED after; the transaction query reports it', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { tranId, sessionKey } = await startPaying(ctx, buyer.token, book.id);
    const { storeId, storePassword } = ctx.config.payments;
    const creds = `store_id=${encodeURIComponent(storeId)}&store_passwd=${encodeURIComponent(storePassword)}&format=json`;
    const query = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/sandbox/sslcommerz/validator/api/merchantTransIDvalidationAPI.php?tran_id=${tranId}&${creds}`,
        })
      ).json();
    expect((await query()).element.map((e: { status: string }) => e.status)).toEqual(['PENDING']);
    const fields = await completeWithoutIpn(ctx, sessionKey, 'card');
    const validate = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/sandbox/sslcommerz/validator/api/validationserverAPI.php?val_id=${fields.val_id}&v=1&${creds}`,
        })
      ).json();
    expect(await validate()).toMatchObject({
      status: 'VALID',
      tran_id: tranId,
      amount: '540.00',
      currency: 'BDT',
      APIConnect: 'DONE',
    });
    expect(await validate()).toMatchObject({ status: 'VALIDATED', tran_id: tranId });
    expect((await query()).element).toEqual([expect.objectContaining({ status: 'VALIDATED', val_id: fields.val_id })]);
  });

  it('session init refuses wrong store credentials; the validation API refuses them too', async () => {
    const form = new URLSearchParams({
      store_id: ctx.config.payments.storeId,
      store_passwd: 'wrong',
      total_amount: '100.00',
    }).toString();
    const init = await ctx.request({
      method: 'POST',
      url: '/sandbox/sslcommerz/gwprocess/v4/api.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(init.json()).toMatchObject({ status: 'FAILED' });
    const validation = await ctx.request({
      method: 'GET',
      url: `/sandbox/sslcommerz/validator/api/validationserverAPI.php?val_id=x&store_id=${ctx.config.payments.storeId}&store_passwd=wrong&format=json`,
    });
    expect(validation.json()).toMatchObject({ status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
  });
});

describe('POST /api/v1/ssl/init', () => {
  it('checks the token, the body, the book and the stock', async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    expect((await initPayment(ctx, '', book.id)).statusCode).toBe(401);
    expect((await initPayment(ctx, buyer.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, book.id, { cus_phone: '' })).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, book.id, { cus_phone: 'call me' })).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, book.id, { cus_add1: '' })).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, book.id, { cus_add1: '   ' })).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, book.id, { cus_add1: 'a\u0000b' })).statusCode).toBe(400);
    expect((await initPayment(ctx, buyer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await startPaying(ctx, buyer.token, book.id);
    // The same customer again while that payment is in progress, and another customer with no copy left.
    expect((await initPayment(ctx, buyer.token, book.id)).statusCode).toBe(409);
    const late = await ctx.userWithRole('user');
    const sold = await initPayment(ctx, late.token, book.id);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toMatch(/out of stock/);
    expect((await bookRow(ctx, book.id)).stock).toBe(0);
  });

  it("builds the gateway's URLs on the configured origin, never on the request's Host header", async () => {
    const book = await newBook({ stock: 1 });
    const buyer = await ctx.userWithRole('user');
    const response = await ctx.request({
      method: 'POST',
      url: '/api/v1/ssl/init',
      token: buyer.token,
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      payload: { book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'Dhaka' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url.startsWith(`${ctx.config.publicUrl}/`)).toBe(true);
    expect(response.body).not.toContain('attacker.example');
  });

  it('a gateway that cannot be reached is a 502; the copy is released and the order failed', async () => {
    const other = await createTestContext({
      SSLCOMMERZ_STORE_ID: 'teststore',
      SSLCOMMERZ_STORE_PASSWORD: 'secret@1',
      SSLCOMMERZ_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const [book] = await insertBooks(other.db, [bookFixture({ stock: 1 })]);
      const buyer = await other.userWithRole('user');
      const response = await initPayment(other, buyer.token, book.id);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/payment could not be started/);
      const [order] = await other.db.select().from(orders);
      expect(order.paymentStatus).toBe('failed');
      expect((await bookRow(other, book.id)).stock).toBe(1);
      // The local sandbox is not mounted with a store configured.
      expect((await other.request({ method: 'GET', url: '/sandbox/sslcommerz/autosubmit.js' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
