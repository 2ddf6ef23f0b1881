import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { insertOrder, insertReview } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/v1/orders/mine', () => {
  it("returns only the caller's paid orders, newest first, with the review embedded", async () => {
    const me = await ctx.userWithRole('user');
    const other = await ctx.userWithRole('user');
    const day = 24 * 3600_000;
    const older = await insertOrder(ctx.db, {
      userId: me.id,
      email: me.email,
      createdAt: new Date(Date.now() - 3 * day),
      totalPaisa: 48650,
    });
    const newer = await insertOrder(ctx.db, { userId: me.id, email: me.email, createdAt: new Date(Date.now() - day) });
    await insertOrder(ctx.db, { userId: me.id, email: me.email, paymentStatus: 'pending' });
    await insertOrder(ctx.db, { userId: me.id, email: me.email, paymentStatus: 'failed' });
    await insertOrder(ctx.db, { userId: other.id, email: other.email });
    // An order placed with my e-mail but not by my account (e.g. a deleted account's) is not mine.
    await insertOrder(ctx.db, { userId: null, email: me.email });
    await insertReview(ctx.db, older.id, me.id, me.email);

    const response = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: me.token });
    expect(response.statusCode).toBe(200);
    const result = response.json().data.result;
    expect(result.map((o: { _id: string }) => o._id)).toEqual([newer.id, older.id]);
    expect(result[1]).toMatchObject({
      total_amount: 486.5,
      paymentStatus: 'paid',
      product_name: older.productName,
      review: {
        name: 'Test Customer',
        email: me.email,
        rating: 4.5,
        review: 'Loved it.',
        image: '/default-avatar.svg',
      },
    });
    expect(result[0].review).toBeUndefined();

    const theirs = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: other.token });
    expect(theirs.json().data.result).toHaveLength(1);
  });

  it('is bounded: limit at most 100', async () => {
    const me = await ctx.userWithRole('user');
    for (let i = 0; i < 3; i++) await insertOrder(ctx.db, { userId: me.id, email: me.email });
    const two = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine?limit=2', token: me.token });
    expect(two.json().data.result).toHaveLength(2);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/v1/orders/mine?limit=101', token: me.token })).statusCode,
    ).toBe(400);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/orders/mine?limit=0', token: me.token })).statusCode).toBe(
      400,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/v1/orders/mine' })).statusCode).toBe(401);
    const none = await ctx.userWithRole('user');
    const empty = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: none.token });
    expect(empty.json()).toEqual({ data: { result: [] } });
  });
});
