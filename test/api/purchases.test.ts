import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFixture, insertBooks, insertOrders, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let shelf: BookRecord[];

beforeAll(async () => {
  ctx = await createTestContext();
  shelf = await insertBooks(
    ctx.db,
    Array.from({ length: 6 }, (_, i) => bookFixture({ name: `Purchasable ${i}` })),
  );
});
afterAll(() => ctx.close());

const purchases = (token?: string | null) => ctx.request({ method: 'GET', url: '/api/v1/purchases', token });

describe('GET /api/v1/purchases', () => {
  it('answers 401 without a valid token', async () => {
    expect((await purchases()).statusCode).toBe(401);
    expect((await purchases('not-a-token')).statusCode).toBe(401);
  });

  it("lists only the caller's paid books, newest purchase first", async () => {
    const buyer = await ctx.userWithRole('user');
    const other = await ctx.userWithRole('user');
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await insertOrders(ctx.db, [
      { userId: buyer.id, book: shelf[0], paymentStatus: 'paid', createdAt: day(5) },
      { userId: buyer.id, book: shelf[1], paymentStatus: 'pending' },
      { userId: buyer.id, book: shelf[2], paymentStatus: 'failed' },
      { userId: buyer.id, book: shelf[2], paymentStatus: 'cancelled' },
      { userId: buyer.id, book: shelf[3], paymentStatus: 'expired' },
      { userId: buyer.id, book: shelf[4], paymentStatus: 'paid', createdAt: day(1) },
      // A paid order whose book was deleted: nothing to mark.
      { userId: buyer.id, book: shelf[5], paymentStatus: 'paid', unlinkBook: true },
      { userId: other.id, book: shelf[1], paymentStatus: 'paid' },
    ]);

    const mine = await purchases(buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ data: { bookIds: [shelf[4].id, shelf[0].id] } });

    const theirs = await purchases(other.token);
    expect(theirs.json()).toEqual({ data: { bookIds: [shelf[1].id] } });

    const newcomer = await ctx.userWithRole('user');
    expect((await purchases(newcomer.token)).json()).toEqual({ data: { bookIds: [] } });
  });
});
