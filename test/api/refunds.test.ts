/**
 * Held orders accepted or refunded, refunds through the sandbox gateway's refund API (processing, then success through
 * the periodic pass), idempotency, amount checks, a gateway refusal, and the audit entries they write.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, refunds, sslcommerzSandboxRefunds } from '../../server/db/schema';
import { gatewayClient } from '../../server/payments/origin';
import { pollOpenRefunds } from '../../server/services/refunds';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import {
  bookRow,
  chooseOnGateway,
  initPayment,
  orderByTranId,
  startPaying,
  tamperSandboxSession,
} from './payments-helpers';

let ctx: TestContext;
let admin: { id: string; email: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.userWithRole('admin');
});
afterAll(() => ctx.close());

const gateway = () => gatewayClient(ctx.app, 'http://localhost:80');
const key = () => `test-${randomBytes(8).toString('hex')}`;

/** A paid (or, with risk, held) order of 540.00 taka for a new book with 3 copies. */
async function paidOrder(options: { risk?: boolean } = {}) {
  const [book] = await insertBooks(ctx.db, [bookFixture({ pricePaisa: 50_000, stock: 3 })]);
  const buyer = await ctx.userWithRole('user');
  const { tranId, sessionKey, url } = await startPaying(ctx, buyer.token, book.id);
  if (options.risk) await tamperSandboxSession(ctx, sessionKey, { riskLevel: 1 });
  await chooseOnGateway(ctx, url, 'card');
  const order = await orderByTranId(ctx, tranId);
  expect(order.paymentStatus).toBe(options.risk ? 'pending' : 'paid');
  return { book, buyer, order };
}

const refund = (
  orderId: string,
  body: { amountPaisa: number; reason?: string; idempotencyKey?: string },
  token = admin.token,
) =>
  ctx.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/refunds`,
    token,
    payload: { reason: 'Damaged copy', idempotencyKey: key(), ...body },
  });

/** The sandbox's short "processing" is over and our next check is due: what the passing of time does. */
async function timePasses() {
  await ctx.db.update(sslcommerzSandboxRefunds).set({ createdAt: sql`now() - interval '1 hour'` });
  await ctx.db
    .update(refunds)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(sql`${refunds.status} IN ('requested', 'processing')`);
}

const refundsOf = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const auditOf = (orderId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId)));
const eventsOf = async (orderId: string) =>
  (await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map(
    (e) => e.type,
  );

describe('refunds through the gateway', () => {
  it('a full refund: processing, then success through the periodic pass; copy back, purchase gone, buyable again', async () => {
    const { book, buyer, order } = await paidOrder();
    expect(order.bankTranId).toMatch(/^SBXB/);
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 2, soldCount: 1 });

    const response = await refund(order.id, { amountPaisa: 54_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'processing',
      amountPaisa: 54_000,
      refundRefId: expect.stringMatching(/^SBXR/),
    });
    // Processing: the order is not refunded yet, but the amount is reserved.
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'paid', refundedPaisa: 0 });
    expect((await refund(order.id, { amountPaisa: 1 })).statusCode).toBe(400);

    // The pass asks before the sandbox is done: still processing.
    await ctx.db
      .update(refunds)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(refunds.orderId, order.id));
    expect(await pollOpenRefunds(ctx.db, gateway())).toEqual([expect.objectContaining({ status: 'processing' })]);
    await timePasses();
    expect(await pollOpenRefunds(ctx.db, gateway())).toEqual([expect.objectContaining({ status: 'success' })]);

    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'refunded', refundedPaisa: 54_000 });
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 3, soldCount: 0 });
    expect(await eventsOf(order.id)).toEqual(['created', 'paid', 'refund_requested', 'refunded']);
    const audit = await auditOf(order.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'order.refund',
        after: expect.objectContaining({ amountPaisa: 54_000, reason: 'Damaged copy' }),
      }),
    ]);

    const mine = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: buyer.token });
    expect(mine.json().data.result).toEqual([]);
    const listed = await ctx.request({
      method: 'GET',
      url: `/api/v1/orders?search=${order.tranId}`,
      token: buyer.token,
    });
    expect(listed.json().data.result[0]).toMatchObject({ paymentStatus: 'refunded', refundedPaisa: 54_000 });
    // The book can be bought again.
    expect((await initPayment(ctx, buyer.token, book.id)).statusCode).toBe(200);
    // A fully refunded order refuses more.
    expect((await refund(order.id, { amountPaisa: 100 })).statusCode).toBe(409);
  });

  it('partial then full: the order stays paid until the last paisa', async () => {
    const { book, order } = await paidOrder();
    expect((await refund(order.id, { amountPaisa: 10_050 })).json().data.status).toBe('processing');
    await timePasses();
    await pollOpenRefunds(ctx.db, gateway());
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'paid', refundedPaisa: 10_050 });
    expect((await bookRow(ctx, book.id)).stock).toBe(2);

    const tooMuch = await refund(order.id, { amountPaisa: 43_951 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('439.50');
    expect(await refundsOf(order.id)).toHaveLength(1);

    expect((await refund(order.id, { amountPaisa: 43_950 })).statusCode).toBe(200);
    await timePasses();
    await pollOpenRefunds(ctx.db, gateway());
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'refunded', refundedPaisa: 54_000 });
    expect((await bookRow(ctx, book.id)).stock).toBe(3);
    expect(await auditOf(order.id)).toHaveLength(2);
  });

  it('a double click and a replayed request make one refund', async () => {
    const { order } = await paidOrder();
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      refund(order.id, { amountPaisa: 54_000, idempotencyKey }),
      refund(order.id, { amountPaisa: 54_000, idempotencyKey }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const replay = await refund(order.id, { amountPaisa: 54_000, idempotencyKey });
    expect(replay.json().data.id).toBe(a.json().data.id);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(sslcommerzSandboxRefunds)
        .where(eq(sslcommerzSandboxRefunds.bankTranId, order.bankTranId!)),
    ).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    // The same key on another order is refused.
    const other = await paidOrder();
    expect((await refund(other.order.id, { amountPaisa: 100, idempotencyKey })).statusCode).toBe(409);
  });

  it('a refund larger than the payment is a 400 and records nothing', async () => {
    const { order } = await paidOrder();
    const response = await refund(order.id, { amountPaisa: 54_001 });
    expect(response.statusCode).toBe(400);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await eventsOf(order.id)).toEqual(['created', 'paid']);
    expect(await auditOf(order.id)).toEqual([]);
    for (const body of [
      { amountPaisa: 0 },
      { amountPaisa: 1.5 },
      { amountPaisa: 100, reason: '' },
      { amountPaisa: 100, idempotencyKey: 'x' },
    ]) {
      expect((await refund(order.id, body)).statusCode).toBe(400);
    }
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('the gateway refusing changes nothing on the order and tells the admin why', async () => {
    const { order } = await paidOrder();
    // The gateway already refunded this payment elsewhere (its own records): it refuses another.
    await ctx.db.insert(sslcommerzSandboxRefunds).values({
      refundRefId: `X${randomBytes(6).toString('hex')}`,
      bankTranId: order.bankTranId!,
      refeId: key(),
      amount: '540.00',
      remarks: 'elsewhere',
    });
    const response = await refund(order.id, { amountPaisa: 1_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('exceeds');
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'paid', refundedPaisa: 0 });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await auditOf(order.id)).toEqual([]);
    // A failed refund reserves nothing: the whole amount can still be refunded once the gateway agrees.
    await ctx.db.delete(sslcommerzSandboxRefunds).where(eq(sslcommerzSandboxRefunds.bankTranId, order.bankTranId!));
    expect((await refund(order.id, { amountPaisa: 54_000 })).statusCode).toBe(200);
  });

  it('only admins refund; unknown and unpaid orders are refused', async () => {
    const { order, buyer } = await paidOrder();
    expect((await refund(order.id, { amountPaisa: 100 }, buyer.token)).statusCode).toBe(403);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: `/api/v1/orders/${order.id}/refunds`,
          payload: { amountPaisa: 100, reason: 'x', idempotencyKey: key() },
        })
      ).statusCode,
    ).toBe(401);
    expect((await refund('00000000-0000-4000-8000-000000000000', { amountPaisa: 100 })).statusCode).toBe(404);
    const [book] = await insertBooks(ctx.db, [bookFixture({ stock: 2 })]);
    const { tranId } = await startPaying(ctx, buyer.token, book.id);
    const pending = await orderByTranId(ctx, tranId);
    expect((await refund(pending.id, { amountPaisa: 100 })).statusCode).toBe(409);
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

describe('held orders', () => {
  it('accepting one makes it paid: copy stays sold, purchases, timeline, one audit entry', async () => {
    const { book, buyer, order } = await paidOrder({ risk: true });
    expect(order).toMatchObject({ paymentStatus: 'pending', heldForReview: true });
    const listed = await ctx.request({
      method: 'GET',
      url: `/api/v1/orders?search=${order.tranId}`,
      token: admin.token,
    });
    expect(listed.json().data.result[0]).toMatchObject({
      heldForReview: true,
      risk_title: 'Transaction is under review',
    });

    const accepted = await ctx.request({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/accept`,
      token: admin.token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({ paymentStatus: 'paid', heldForReview: false });
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 2, soldCount: 1 });
    expect(await eventsOf(order.id)).toEqual(['created', 'held', 'accepted', 'paid']);
    expect(await auditOf(order.id)).toEqual([
      expect.objectContaining({
        action: 'order.accept',
        before: expect.objectContaining({ heldForReview: true }),
        after: { paymentStatus: 'paid', heldForReview: false },
      }),
    ]);
    const mine = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: buyer.token });
    expect(mine.json().data.result).toEqual([expect.objectContaining({ tran_id: order.tranId })]);

    // A second accept (or one by a customer) is refused and writes nothing.
    expect(
      (await ctx.request({ method: 'POST', url: `/api/v1/orders/${order.id}/accept`, token: admin.token })).statusCode,
    ).toBe(409);
    expect(
      (await ctx.request({ method: 'POST', url: `/api/v1/orders/${order.id}/accept`, token: buyer.token })).statusCode,
    ).toBe(403);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('refunding one in full returns its reserved copy and never counts it as revenue', async () => {
    const { book, order } = await paidOrder({ risk: true });
    expect((await bookRow(ctx, book.id)).stock).toBe(2);
    expect((await refund(order.id, { amountPaisa: 54_000 })).statusCode).toBe(200);
    await timePasses();
    await pollOpenRefunds(ctx.db, gateway());
    expect(await orderByTranId(ctx, order.tranId)).toMatchObject({
      paymentStatus: 'refunded',
      heldForReview: false,
      refundedPaisa: 54_000,
    });
    expect(await bookRow(ctx, book.id)).toMatchObject({ stock: 3, soldCount: 0 });
  });
});

describe('deleting orders', () => {
  it('a pending order whose payment session is live cannot be deleted', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ stock: 1 })]);
    const buyer = await ctx.userWithRole('user');
    const { tranId } = await startPaying(ctx, buyer.token, book.id);
    const order = await orderByTranId(ctx, tranId);
    const response = await ctx.request({ method: 'DELETE', url: `/api/v1/orders/${order.id}`, token: admin.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/payment is in progress/);
    expect(await orderByTranId(ctx, tranId)).toBeDefined();
    expect(await auditOf(order.id)).toEqual([]);
    // Once closed it can, with one audit entry naming what was deleted.
    await ctx.db.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, order.id));
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/v1/orders/${order.id}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect(await auditOf(order.id)).toEqual([
      expect.objectContaining({
        action: 'order.delete',
        before: expect.objectContaining({ tranId, paymentStatus: 'expired' }),
        after: null,
      }),
    ]);
  });
});
