import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REVIEWS_LIMIT } from '../../domain/limits';
import type { PublicReview } from '../../domain/types';
import { bookFixture, insertBooks, insertOrders, insertReview } from './fixtures';
import { createTestContext, uniqueEmail, type TestContext } from './helpers';

const MINUTE = 60_000;
let ctx: TestContext;
/** Private strings of the seeded orders and reviews: none may appear in the public feed. */
const secrets: string[] = [];
/** Review ids, newest first. */
let newestFirst: string[] = [];
const products = new Map<string, { name: string; image: string }>();

beforeAll(async () => {
  ctx = await createTestContext();
  const now = Date.now();
  const shelf = await insertBooks(
    ctx.db,
    Array.from({ length: 11 }, (_, i) =>
      bookFixture({ name: `Reviewed Book ${i}`, image: `/uploads/covers/reviewed-${i}.svg` }),
    ),
  );
  const reviewIds: { id: string; at: number }[] = [];
  for (let u = 0; u < 5; u++) {
    const user = await ctx.userWithRole('user', uniqueEmail(`reviewer${u}`));
    const orderRows = await insertOrders(
      ctx.db,
      shelf.map((book, b) => {
        const customer = {
          name: `Customer ${u}`,
          email: `private-${u}-${b}@secret.example`,
          phone: `+88017${String(u * 100 + b).padStart(8, '0')}`,
          address: `Secret House ${u}-${b}, Hidden Road, Dhaka`,
        };
        const tranId = `BPK-SECRET-${u}-${b}`;
        secrets.push(customer.email, customer.phone, customer.address, tranId);
        return { userId: user.id, book, customer, tranId };
      }),
    );
    for (const [b, order] of orderRows.entries()) {
      // Interleaved times, so "newest first" is not insertion order.
      const at = now - ((b * 7 + u * 3) % 60) * MINUTE - u * 1000 - b;
      const reviewerEmail = `reviewer-private-${u}-${b}@secret.example`;
      secrets.push(reviewerEmail);
      const review = await insertReview(ctx.db, {
        orderId: order.id,
        userId: user.id,
        name: `Reviewer ${u}`,
        email: reviewerEmail,
        image: `/uploads/avatars/reviewer-${u}.svg`,
        rating: 1 + ((u + b) % 9) / 2,
        review: `Review ${u}-${b}: a fine read.`,
        createdAt: new Date(at),
      });
      reviewIds.push({ id: review.id, at });
      products.set(review.id, { name: order.productName, image: order.productImage });
    }
  }
  newestFirst = reviewIds.sort((a, b) => b.at - a.at).map((r) => r.id);
});
afterAll(() => ctx.close());

describe('GET /api/v1/reviews (home carousel)', () => {
  it('returns the newest reviews first, 20 by default, with the product snapshot', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/reviews' });
    expect(response.statusCode).toBe(200);
    const result = response.json().data.result as PublicReview[];
    expect(result).toHaveLength(PUBLIC_REVIEWS_LIMIT);
    expect(result.map((r) => r._id)).toEqual(newestFirst.slice(0, PUBLIC_REVIEWS_LIMIT));
    for (const review of result) {
      expect(Object.keys(review).sort()).toEqual([
        '_id',
        'createdAt',
        'image',
        'name',
        'product_image',
        'product_name',
        'rating',
        'review',
      ]);
      expect({ name: review.product_name, image: review.product_image }).toEqual(products.get(review._id));
      expect(review.image).toMatch(/^\/uploads\/avatars\/reviewer-\d\.svg$/);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('honours a smaller limit and caps a larger one at 50', async () => {
    const three = await ctx.request({ method: 'GET', url: '/api/v1/reviews?limit=3' });
    expect(three.json().data.result.map((r: PublicReview) => r._id)).toEqual(newestFirst.slice(0, 3));
    const many = await ctx.request({ method: 'GET', url: '/api/v1/reviews?limit=100000' });
    expect(many.statusCode).toBe(200);
    expect(newestFirst.length).toBeGreaterThan(50);
    expect(many.json().data.result).toHaveLength(50);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/reviews?limit=0' })).statusCode).toBe(400);
  });

  it('never shows an e-mail, phone, address or transaction id', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/reviews?limit=50' });
    const raw = response.body;
    expect(raw.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/@secret\.example|BPK-SECRET|\+88017|Hidden Road/);
  });
});
