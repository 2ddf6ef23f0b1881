import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/types';
import { mailOutbox, orderEvents, orders } from '../../server/db/schema';
import { gatewayClient } from '../../server/payments/origin';
import { reconcileExpiredOrders } from '../../server/services/payments';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import {
  chooseOnGateway,
  completeWithoutIpn,
  orderByTranId,
  pathOf,
  postForm,
  startPaying,
  tamperSandboxSession,
} from './payments-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newBook = async (stock = 3) =>
  (await insertBooks(ctx.db, [bookFixture({ pricePaisa: 50_000, stock, name: 'পথের পাঁচালী' })]))[0];
const eventsOf = async (tranId: string) => {
  const order = await orderByTranId(ctx, tranId);
  const rows = await ctx.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(orderEvents.at, orderEvents.id);
  return rows;
};
const typesOf = async (tranId: string) => (await eventsOf(tranId)).map((event) => event.type);
const mailsTo = (email: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(mailOutbox.id);

describe('the order timeline', () => {
  it('a paid order: created, then paid once (success and IPN both arrive), with the payment method and one receipt mail', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const { tranId, url } = await startPaying(ctx, buyer.token, book.id);
    expect(await typesOf(tranId)).toEqual(['created']);
    const { action, fields } = await chooseOnGateway(ctx, url, 'mobile');
    await postForm(ctx, pathOf(action), fields);
    await postForm(ctx, '/api/v1/ssl/ipn', fields);
    expect(await typesOf(tranId)).toEqual(['created', 'paid']);
    const order = await orderByTranId(ctx, tranId);
    expect(order.cardType).toBe(fields.card_type);
    expect(order.cardType).toBeTruthy();

    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'receipt', dedupeKey: `receipt:${order.id}`, sentAt: null });
    expect(mails[0].subject).toContain(tranId);
    expect(mails[0].text).toContain('Grand total: ৳ 540.00');
    expect(mails[0].html).toContain('পথের পাঁচালী');
    expect(mails[0].html).not.toMatch(/<img/i);

    // My Books and the order list show the date, amount, tran_id, payment method and the timeline.
    const mine = (await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: buyer.token })).json().data
      .result as Order[];
    expect(mine[0]).toMatchObject({
      tran_id: tranId,
      total_amount: 540,
      paymentMethod: order.cardType,
      paidAt: order.paidAt!.toISOString(),
    });
    expect(mine[0].timeline?.map((event) => event.type)).toEqual(['created', 'paid']);
    expect(Date.parse(mine[0].timeline![1].at)).toBeGreaterThanOrEqual(Date.parse(mine[0].timeline![0].at));
  });

  it('the admin confirming delivery adds confirmed (by that admin) and a mail, once; the admin list shows it', async () => {
    const book = await newBook();
    const buyer = await ctx.userWithRole('user');
    const admin = await ctx.userWithRole('admin');
    const { tranId, sessionKey } = await startPaying(ctx, buyer.token, book.id);
    await postForm(ctx, '/api/v1/ssl/ipn', await completeWithoutIpn(ctx, sessionKey, 'card'));
    const order = await orderByTranId(ctx, tranId);
    const confirm = () => ctx.request({ method: 'PUT', url: `/api/v1/orders/${order.id}`, token: admin.token });
    const results = await Promise.all([confirm(), confirm()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(tranId);
    expect(events.map((e) => e.type)).toEqual(['created', 'paid', 'confirmed']);
    expect(events[2].actorId).toBe(admin.id);
    expect((await mailsTo(buyer.email)).map((mail) => mail.kind)).toEqual(['receipt', 'delivery_confirmed']);

    const listed = (
      await ctx.request({ method: 'GET', url: `/api/v1/orders?search=${tranId}`, token: admin.token })
    ).json().data.result as Order[];
    expect(listed[0].timeline?.map((event) => event.type)).toEqual(['created', 'paid', 'confirmed']);
    // A shopper's own list has them too; another shopper sees none of it.
    const stranger = await ctx.userWithRole('user');
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/orders?search=${tranId}`, token: stranger.token })).json().data
        .result,
    ).toEqual([]);
  });

  it('failed, cancelled, expired and held each leave their event; none sends a mail', async () => {
    const book = await newBook(10);
    const cases: [string, (paying: Awaited<ReturnType<typeof startPaying>>) => Promise<void>][] = [
      [
        'failed',
        async ({ url }) =>
          void (await postForm(ctx, '/api/v1/ssl/fail', (await chooseOnGateway(ctx, url, 'fail')).fields)),
      ],
      [
        'cancelled',
        async ({ url }) =>
          void (await postForm(ctx, '/api/v1/ssl/cancel', (await chooseOnGateway(ctx, url, 'cancel')).fields)),
      ],
      [
        'expired',
        async ({ tranId }) => {
          await ctx.db
            .update(orders)
            .set({ reservedUntil: new Date(Date.now() - 1000) })
            .where(eq(orders.tranId, tranId));
          await reconcileExpiredOrders(ctx.db, gatewayClient(ctx.app, 'http://localhost:80'));
        },
      ],
      [
        'held',
        async ({ url, sessionKey }) => {
          await tamperSandboxSession(ctx, sessionKey, { riskLevel: 1 });
          await postForm(ctx, '/api/v1/ssl/success', (await chooseOnGateway(ctx, url, 'card')).fields);
        },
      ],
    ];
    for (const [type, act] of cases) {
      const buyer = await ctx.userWithRole('user');
      const paying = await startPaying(ctx, buyer.token, book.id);
      await act(paying);
      expect(await typesOf(paying.tranId), type).toEqual(['created', type]);
      expect(await mailsTo(buyer.email), type).toEqual([]);
    }
    // Every event belongs to an order; the timeline query walks the (order_id, at, id) index.
    const [orphans] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} NOT IN (SELECT id FROM orders)`);
    expect(orphans.n).toBe(0);
  });
});
