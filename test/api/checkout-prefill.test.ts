import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import { initPayment } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quote = async (token: string, bookId: string) =>
  (await ctx.request({ method: 'GET', url: `/api/v1/checkout/${bookId}`, token })).json().data;

describe('the checkout prefill', () => {
  it('is absent with nothing known, the profile phone next, then the last order’s phone and address', async () => {
    const [a, b] = await insertBooks(ctx.db, [bookFixture({ stock: 5 }), bookFixture({ stock: 5 })]);
    const buyer = await ctx.userWithRole('user');
    await ctx.db.update(users).set({ phoneNumber: null }).where(eq(users.id, buyer.id));
    expect(await quote(buyer.token, a.id)).not.toHaveProperty('prefill');
    await ctx.db.update(users).set({ phoneNumber: '+8801911000001' }).where(eq(users.id, buyer.id));
    expect((await quote(buyer.token, a.id)).prefill).toEqual({ phone: '+8801911000001', address: '' });
    expect(
      (
        await initPayment(ctx, buyer.token, a.id, {
          cus_phone: '+8801711999888',
          cus_add1: 'Flat 4B, Road 27, Gulshan, Dhaka',
        })
      ).statusCode,
    ).toBe(200);
    expect((await quote(buyer.token, b.id)).prefill).toEqual({
      phone: '+8801711999888',
      address: 'Flat 4B, Road 27, Gulshan, Dhaka',
    });
    // Another shopper's orders are never offered.
    const other = await ctx.userWithRole('user');
    await ctx.db.update(users).set({ phoneNumber: null }).where(eq(users.id, other.id));
    expect(await quote(other.token, b.id)).not.toHaveProperty('prefill');
  });
});
