/** Issue 26 point 6: a review earns the 15% discount once, however many checkouts are started with it. */
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { gatewayClient } from '../../server/payments/origin';
import { DISCOUNT_TAKEN, reconcileExpiredOrders } from '../../server/services/payments';
import { bookFixture, insertBooks, insertOrders, insertReview } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import { chooseOnGateway, initPayment, orderByTranId } from './payments-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A customer whose latest paid order carries a review: their next checkout is 15% off. */
async function reviewer() {
  const user = await ctx.userWithRole('user');
  const [reviewed] = await insertBooks(ctx.db, [bookFixture()]);
  const [order] = await insertOrders(ctx.db, [{ userId: user.id, book: reviewed, paymentStatus: 'paid' }]);
  await insertReview(ctx.db, {
    orderId: order.id,
    userId: user.id,
    name: 'R',
    email: user.email,
    rating: 5,
    review: 'Lovely',
    createdAt: new Date(),
  });
  const shelf = await insertBooks(
    ctx.db,
    [1, 2, 3].map(() => bookFixture({ pricePaisa: 50_000, stock: 5 })),
  );
  return { user, shelf };
}

const discounted = (userId: string) =>
  ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.discountPaisa, 0)));

describe('the review discount is earned once', () => {
  it('three checkouts one after the other: the first carries it, the others are quoted without it', async () => {
    const { user, shelf } = await reviewer();
    const quote = async (bookId: string) =>
      (await ctx.request({ method: 'GET', url: `/api/v1/checkout/${bookId}`, token: user.token })).json().data;
    expect((await quote(shelf[0].id)).discountPaisa).toBe(7_500);

    const started = [];
    for (const book of shelf) {
      const response = await initPayment(ctx, user.token, book.id);
      expect(response.statusCode, response.body).toBe(200);
      started.push(await orderByTranId(ctx, response.json().tran_id));
    }
    expect(started.map((o) => o.discountPaisa)).toEqual([7_500, 0, 0]);
    expect(started.map((o) => o.totalAmountPaisa)).toEqual([46_500, 54_000, 54_000]);
    expect((await quote(shelf[1].id)).discountPaisa).toBe(0);

    // The discounted checkout fails: the discount is free again for the next one.
    await ctx.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, started[0].id));
    expect((await quote(shelf[0].id)).discountPaisa).toBe(7_500);
  });

  it('three checkouts at once: one carries the discount, the others pay full price or are told to check out again', async () => {
    const { user, shelf } = await reviewer();
    const responses = await Promise.all(shelf.map((book) => initPayment(ctx, user.token, book.id)));
    for (const response of responses) {
      if (response.statusCode !== 200) expect(response.json().message).toBe(DISCOUNT_TAKEN);
    }
    expect(await discounted(user.id)).toHaveLength(1);
  });

  it('once paid, the discount is consumed: the next checkout pays full price', async () => {
    const { user, shelf } = await reviewer();
    const first = await initPayment(ctx, user.token, shelf[0].id);
    const { url, tran_id: tranId } = first.json();
    await chooseOnGateway(ctx, url, 'card');
    expect(await orderByTranId(ctx, tranId)).toMatchObject({ paymentStatus: 'paid', discountPaisa: 7_500 });
    const next = await initPayment(ctx, user.token, shelf[1].id);
    expect((await orderByTranId(ctx, next.json().tran_id)).discountPaisa).toBe(0);
    expect(await discounted(user.id)).toHaveLength(1);
  });
});

describe("an admin's stock edit is the available count", () => {
  it('reservations stay on top and the panel reads both', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ stock: 3 })]);
    const admin = await ctx.userWithRole('admin');
    const buyer = await ctx.userWithRole('user');
    const { tran_id: tranId } = (await initPayment(ctx, buyer.token, book.id)).json();
    const stock = async () =>
      (await ctx.request({ method: 'GET', url: `/api/v1/books/${book.id}/stock`, token: admin.token })).json().data;
    expect(await stock()).toEqual({ available: 2, reserved: 1 });
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: `/api/v1/books/${book.id}`,
          token: admin.token,
          payload: { stock: 10 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await stock()).toEqual({ available: 10, reserved: 1 });
    // The payment is cancelled at the gateway: its copy comes back on top of what the admin set.
    await ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.tranId, tranId));
    await reconcileExpiredOrders(ctx.db, gatewayClient(ctx.app, 'http://localhost:80'));
    expect(await stock()).toEqual({ available: 11, reserved: 0 });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/books/${book.id}/stock`, token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: '/api/v1/books/00000000-0000-4000-8000-000000000000/stock',
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});
