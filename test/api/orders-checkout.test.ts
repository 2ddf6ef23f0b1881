import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../../server/db/schema';
import { bookFixture, insertBooks, insertOrders, insertReview, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let shelf: BookRecord[];

beforeAll(async () => {
  ctx = await createTestContext();
  shelf = await insertBooks(ctx.db, [
    bookFixture({ name: 'Alpha Book', pricePaisa: 50_000, stock: 5 }),
    bookFixture({ name: 'Beta Book', pricePaisa: 12_345, stock: 5 }),
    bookFixture({ name: 'Gamma Book', pricePaisa: 99_999, stock: 0 }),
  ]);
});
afterAll(() => ctx.close());

const quoteOf = (token: string | null, bookId: string) =>
  ctx.request({ method: 'GET', url: `/api/v1/checkout/${bookId}`, token });
const review = (token: string, orderId: string, payload: unknown) =>
  ctx.request({ method: 'PATCH', url: `/api/v1/orders/${orderId}`, token, payload: payload as object });
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('GET /api/v1/checkout/:bookId', () => {
  it('needs a token and a known book', async () => {
    const buyer = await ctx.userWithRole('user');
    expect((await quoteOf(null, shelf[0].id)).statusCode).toBe(401);
    expect((await quoteOf(buyer.token, 'nope')).statusCode).toBe(400);
    expect((await quoteOf(buyer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('no discount and no prompt for a first purchase; out of stock says so', async () => {
    const buyer = await ctx.userWithRole('user');
    const response = await quoteOf(buyer.token, shelf[1].id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      book: expect.objectContaining({ _id: shelf[1].id, name: 'Beta Book', price: 123.45 }),
      pricePaisa: 12_345,
      taxPaisa: 617,
      serviceChargePaisa: 370,
      discountPaisa: 0,
      grandTotalPaisa: 13_332,
      reviewPrompt: null,
      purchasable: true,
      reason: null,
    });
    expect((await quoteOf(buyer.token, shelf[2].id)).json().data).toMatchObject({
      purchasable: false,
      reason: 'out_of_stock',
    });
  });

  it('prompts for the latest paid order without a review; 15% off once it has one', async () => {
    const buyer = await ctx.userWithRole('user');
    const [older, latest] = await insertOrders(ctx.db, [
      { userId: buyer.id, book: shelf[1], paymentStatus: 'paid', createdAt: day(3) },
      { userId: buyer.id, book: shelf[2], paymentStatus: 'paid', createdAt: day(1) },
      { userId: buyer.id, book: shelf[1], paymentStatus: 'failed', createdAt: day(0) },
    ]);
    await insertReview(ctx.db, {
      orderId: older.id,
      userId: buyer.id,
      name: 'x',
      email: buyer.email,
      rating: 5,
      review: 'old',
      createdAt: day(2),
    });
    let quote = (await quoteOf(buyer.token, shelf[0].id)).json().data;
    expect(quote).toMatchObject({
      discountPaisa: 0,
      grandTotalPaisa: 54_000,
      reviewPrompt: { orderId: latest.id, productName: 'Gamma Book' },
    });
    expect((await quoteOf(buyer.token, shelf[1].id)).json().data).toMatchObject({
      purchasable: false,
      reason: 'purchased',
    });

    expect((await review(buyer.token, latest.id, { rating: 4, review: 'Lovely' })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    quote = (await quoteOf(buyer.token, shelf[0].id)).json().data;
    expect(quote).toMatchObject({
      pricePaisa: 50_000,
      taxPaisa: 2_500,
      serviceChargePaisa: 1_500,
      discountPaisa: 7_500,
      grandTotalPaisa: 46_500,
      reviewPrompt: null,
    });
  });
});

describe('PATCH /api/v1/orders/:id (add review)', () => {
  it('owner only, paid only, once; rating 1–5 in half steps; review 1–1000 characters; reviewer from the account', async () => {
    const buyer = await ctx.userWithRole('user');
    await ctx.db
      .update(users)
      .set({ displayName: 'Real Name', photoUrl: 'https://example.com/me.png' })
      .where(eq(users.id, buyer.id));
    const stranger = await ctx.userWithRole('user');
    const admin = await ctx.userWithRole('admin');
    const [paid, pending] = await insertOrders(ctx.db, [
      { userId: buyer.id, book: shelf[0], paymentStatus: 'paid' },
      { userId: buyer.id, book: shelf[1], paymentStatus: 'pending' },
    ]);
    expect(
      (await ctx.request({ method: 'PATCH', url: `/api/v1/orders/${paid.id}`, payload: { rating: 5, review: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await review(stranger.token, paid.id, { rating: 5, review: 'mine now' })).statusCode).toBe(403);
    expect((await review(admin.token, paid.id, { rating: 5, review: 'admin' })).statusCode).toBe(403);
    expect((await review(buyer.token, pending.id, { rating: 5, review: 'early' })).statusCode).toBe(409);
    expect(
      (await review(buyer.token, '00000000-0000-4000-8000-000000000000', { rating: 5, review: 'x' })).statusCode,
    ).toBe(404);
    for (const bad of [
      { rating: 0.5, review: 'x' },
      { rating: 5.5, review: 'x' },
      { rating: 3.3, review: 'x' },
      { rating: 4, review: '' },
      { rating: 4, review: '   ' },
      { rating: 4, review: 'x'.repeat(1001) },
      { rating: 4, review: 'bad\u0000' },
      { review: 'x' },
      { rating: 4 },
    ]) {
      expect((await review(buyer.token, paid.id, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect(await ctx.db.select().from(reviews).where(eq(reviews.orderId, paid.id))).toEqual([]);

    const ok = await review(buyer.token, paid.id, {
      rating: 3.5,
      review: 'Line one\nline two',
      name: 'Forged',
      email: 'forged@example.com',
      image: 'https://evil.example/x.png',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await review(buyer.token, paid.id, { rating: 4, review: 'again' })).statusCode).toBe(409);
    const [stored] = await ctx.db.select().from(reviews).where(eq(reviews.orderId, paid.id));
    expect(stored).toMatchObject({
      name: 'Real Name',
      email: buyer.email,
      image: 'https://example.com/me.png',
      rating: 3.5,
      review: 'Line one\nline two',
    });
    const mine = await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: buyer.token });
    expect(mine.json().data.result[0].review).toMatchObject({ rating: 3.5, name: 'Real Name' });
  });
});

describe('GET /api/v1/orders', () => {
  it('a customer sees their own orders of every status, newest first, paged; an admin sees all; search', async () => {
    const buyer = await ctx.userWithRole('user', 'searchable-buyer@example.com');
    const other = await ctx.userWithRole('user');
    const admin = await ctx.userWithRole('admin');
    const [a, b, c, theirs] = await insertOrders(ctx.db, [
      {
        userId: buyer.id,
        book: shelf[0],
        paymentStatus: 'paid',
        createdAt: day(3),
        tranId: 'BPK-SEARCH-0001',
        customer: { email: 'searchable-buyer@example.com' },
      },
      {
        userId: buyer.id,
        book: shelf[1],
        paymentStatus: 'failed',
        createdAt: day(2),
        tranId: 'BPK-SEARCH-0002',
        customer: { email: 'searchable-buyer@example.com' },
      },
      {
        userId: buyer.id,
        book: shelf[2],
        paymentStatus: 'pending',
        createdAt: day(1),
        tranId: 'BPK-SEARCH-0003',
        customer: { email: 'searchable-buyer@example.com' },
      },
      { userId: other.id, book: shelf[0], paymentStatus: 'paid', createdAt: day(0), tranId: 'BPK-OTHER-0004' },
    ]);
    const list = (token: string | null, query = '') =>
      ctx.request({ method: 'GET', url: `/api/v1/orders${query}`, token });
    expect((await list(null)).statusCode).toBe(401);

    const mine = (await list(buyer.token)).json().data;
    expect(mine).toMatchObject({ totalOrders: 3, page: 1 });
    expect(mine.result.map((o: { _id: string }) => o._id)).toEqual([c.id, b.id, a.id]);
    expect(mine.result[2]).toEqual({
      _id: a.id,
      createdAt: a.createdAt.toISOString(),
      bookId: shelf[0].id,
      cus_name: a.cusName,
      cus_email: 'searchable-buyer@example.com',
      cus_phone: a.cusPhone,
      cus_state: a.cusState,
      total_amount: 540,
      tran_id: 'BPK-SEARCH-0001',
      product_name: 'Alpha Book',
      product_image: shelf[0].image,
      product_category: shelf[0].category,
      product_profile: shelf[0].description,
      paymentStatus: 'paid',
      deliveryStatus: 'pending',
      heldForReview: false,
      paidAt: a.paidAt!.toISOString(),
      // Rows inserted straight into the table have no events.
      timeline: [],
      risk_title: null,
      refundedPaisa: 0,
      refundPendingPaisa: 0,
    });
    const page2 = (await list(buyer.token, '?limit=2&page=2')).json().data;
    expect(page2).toMatchObject({ totalOrders: 3, page: 2, limit: 2 });
    expect(page2.result.map((o: { _id: string }) => o._id)).toEqual([a.id]);
    expect((await list(buyer.token, '?limit=0')).statusCode).toBe(400);

    // The customer's search stays within their own orders.
    expect((await list(buyer.token, '?search=BPK-OTHER')).json().data.totalOrders).toBe(0);
    expect((await list(buyer.token, '?search=BPK-SEARCH-000')).json().data.totalOrders).toBe(3);

    const all = (await list(admin.token, '?search=BPK-')).json().data;
    expect(all.result.map((o: { _id: string }) => o._id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id, theirs.id]),
    );
    expect(
      (await list(admin.token, '?search=BPK-SEARCH-0002')).json().data.result.map((o: { _id: string }) => o._id),
    ).toEqual([b.id]);
    expect((await list(admin.token, '?search=SEARCH-0002')).json().data.totalOrders).toBe(0); // tran_id: exact or prefix only
    expect((await list(admin.token, '?search=searchable-buyer')).json().data.totalOrders).toBe(3);
    expect((await list(admin.token, '?search=gamma')).json().data.result.map((o: { _id: string }) => o._id)).toContain(
      c.id,
    );
    expect((await list(admin.token, '?search=100%25')).json().data.totalOrders).toBe(0);
  });
});
