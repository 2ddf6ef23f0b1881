import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../domain/types';
import { orders, reviews } from '../../server/db/schema';
import { ORDER_MESSAGES } from '../../server/services/order-admin';
import { snapshot } from './admin-helpers';
import { bookFixture, insertBooks, insertReview, orderFixture, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let book: BookRecord;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.userWithRole('admin')).token;
  [book] = await insertBooks(ctx.db, [bookFixture()]);
});
afterAll(() => ctx.close());

/** One order straight into the database (userId null: the one-paid-order-per-customer rule does not bind). */
async function seedOrder(paymentStatus: PaymentStatus, deliveryStatus: 'pending' | 'confirmed' = 'pending') {
  const [row] = await ctx.db
    .insert(orders)
    .values({ ...orderFixture({ userId: null, book, paymentStatus }), deliveryStatus })
    .returning();
  return row;
}
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const confirm = (id: string) => ctx.request({ method: 'PUT', url: `/api/v1/orders/${id}`, token: admin });
const remove = (id: string) => ctx.request({ method: 'DELETE', url: `/api/v1/orders/${id}`, token: admin });
const UNKNOWN = '00000000-0000-4000-8000-000000000001';

describe('PUT /api/v1/orders/:id (confirm delivery)', () => {
  it('confirms a paid order whose delivery is pending: { status: Successful, modifiedCount: 1 }', async () => {
    const order = await seedOrder('paid');
    const response = await confirm(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Successful', modifiedCount: 1 });
    expect((await orderRow(order.id)).deliveryStatus).toBe('confirmed');
  });

  it("refuses anything else with 409 status 'fail' and changes nothing; 404 for an unknown order", async () => {
    const refused = [
      await seedOrder('paid', 'confirmed'),
      await seedOrder('pending'),
      await seedOrder('failed'),
      await seedOrder('cancelled'),
      await seedOrder('expired'),
    ];
    const before = await snapshot(ctx.db);
    for (const order of refused) {
      const response = await confirm(order.id);
      expect(response.statusCode, order.paymentStatus).toBe(409);
      expect(response.json()).toEqual({
        status: 'fail',
        statusCode: 409,
        error: 'Conflict',
        message: ORDER_MESSAGES.notConfirmable,
      });
    }
    const unknown = await confirm(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: ORDER_MESSAGES.notFound });
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('confirming twice at once: exactly one wins, the other is a 409', async () => {
    const order = await seedOrder('paid');
    const responses = await Promise.all([confirm(order.id), confirm(order.id), confirm(order.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('DELETE /api/v1/orders/:id', () => {
  it('refuses a pending order (its payment may still arrive): 409 with the reason, nothing changes', async () => {
    const order = await seedOrder('pending');
    const before = await snapshot(ctx.db);
    const response = await remove(order.id);
    expect(response.json()).toEqual({
      status: 'fail',
      statusCode: 409,
      error: 'Conflict',
      message: ORDER_MESSAGES.pendingNotDeletable,
    });
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it.each(['failed', 'cancelled', 'expired'] as const)(
    'deletes a %s order (and its review): { status: Successful, deletedCount: 1 }',
    async (status) => {
      const order = await seedOrder(status);
      await insertReview(ctx.db, {
        orderId: order.id,
        userId: null,
        name: 'R',
        email: 'r@example.com',
        rating: 4,
        review: 'ok',
        createdAt: new Date(),
      });
      const response = await remove(order.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'Successful', deletedCount: 1 });
      expect(await orderRow(order.id)).toBeUndefined();
      expect(await ctx.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
      expect((await remove(order.id)).statusCode).toBe(404);
    },
  );

  it("never deletes a paid order (confirmed or not): 409 status 'fail', nothing changes", async () => {
    const paid = [await seedOrder('paid'), await seedOrder('paid', 'confirmed')];
    await insertReview(ctx.db, {
      orderId: paid[0].id,
      userId: null,
      name: 'R',
      email: 'r@example.com',
      rating: 5,
      review: 'great',
      createdAt: new Date(),
    });
    const before = await snapshot(ctx.db);
    for (const order of paid) {
      const response = await remove(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'fail',
        statusCode: 409,
        error: 'Conflict',
        message: ORDER_MESSAGES.paidNotDeletable,
      });
    }
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    expect(await snapshot(ctx.db)).toBe(before);
  });
});
