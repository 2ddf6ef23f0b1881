import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOK_FIELD_MESSAGES } from '../../domain/schemas/admin';
import { FIELD_MAX } from '../../domain/validation';
import { books, orders } from '../../server/db/schema';
import { makeSku } from '../../server/services/books';
import { snapshot, validBook } from './admin-helpers';
import { bookFixture, insertBooks, insertOrders, orderFixture } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.userWithRole('admin')).token;
});
afterAll(() => ctx.close());

const post = (payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/v1/books', payload: payload as object, token: admin });
const patch = (id: string, payload: unknown) =>
  ctx.request({ method: 'PATCH', url: `/api/v1/books/${id}`, payload: payload as object, token: admin });
const remove = (id: string) => ctx.request({ method: 'DELETE', url: `/api/v1/books/${id}`, token: admin });
const get = (url: string) => ctx.request({ method: 'GET', url });

describe('makeSku', () => {
  it("is 'SKU-' + timestamp + a short random string, different each time", () => {
    expect(makeSku(1700000000000)).toMatch(/^SKU-1700000000000-[0-9a-f]{6}$/);
    expect(makeSku(1)).not.toBe(makeSku(1));
  });
});

describe('POST /api/v1/books', () => {
  it('adds a book (201, status Successful, price in taka, paisa in the database, server-made sku, trimmed text)', async () => {
    const started = Date.now();
    const response = await post({ ...validBook, name: `  ${validBook.name} `, sku: 'SKU-FROM-BROWSER', soldCount: 99 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: 'Successful',
      data: {
        _id: expect.any(String),
        ...validBook,
        authors: [],
        sku: expect.stringMatching(/^SKU-\d{13}-[0-9a-f]{6}$/),
        createdAt: expect.any(String),
      },
    });
    expect(Number(body.data.sku.split('-')[1])).toBeGreaterThanOrEqual(started);
    const [row] = await ctx.db.select().from(books).where(eq(books.id, body.data._id));
    expect(row).toMatchObject({
      name: validBook.name,
      pricePaisa: 35050,
      stock: 12,
      soldCount: 0,
      archivedAt: null,
      sku: body.data.sku,
    });
    // It is in the catalogue at once.
    expect((await get(`/api/v1/books/${body.data._id}`)).json().data.name).toBe(validBook.name);
  });

  it('accepts a whole price, two decimals, a numeric string, stock 0 and an uploaded image', async () => {
    for (const [price, paisa] of [
      [1, 100],
      [0.01, 1],
      [19.99, 1999],
      ['250.50', 25050],
      [10_000_000, 1_000_000_000],
    ] as const) {
      const response = await post({ ...validBook, price, stock: 0, image: '/uploads/images/cover.webp' });
      expect(response.statusCode, `price ${price}`).toBe(201);
      const [row] = await ctx.db.select().from(books).where(eq(books.id, response.json().data._id));
      expect(row.pricePaisa).toBe(paisa);
      expect(row.stock).toBe(0);
    }
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await snapshot(ctx.db);
    const cases: [unknown, string | RegExp][] = [
      [{ ...validBook, price: 0 }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: -1 }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: 1.234 }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: '1.234' }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: 'abc' }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: '12abc' }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: '' }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: true }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: null }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: [12] }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: 1e300 }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, price: 10_000_000.01 }, BOOK_FIELD_MESSAGES.price],
      [{ ...validBook, stock: -1 }, BOOK_FIELD_MESSAGES.stock],
      [{ ...validBook, stock: 1.5 }, BOOK_FIELD_MESSAGES.stock],
      [{ ...validBook, stock: 'many' }, BOOK_FIELD_MESSAGES.stock],
      [{ ...validBook, stock: false }, BOOK_FIELD_MESSAGES.stock],
      [{ ...validBook, image: 'javascript:alert(1)' }, BOOK_FIELD_MESSAGES.image],
      [{ ...validBook, image: 'cover.png' }, BOOK_FIELD_MESSAGES.image],
      // An outside URL would be fetched by every visitor's browser (their addresses go to whoever set it).
      [{ ...validBook, image: 'https://tracker.example/cover.jpg' }, BOOK_FIELD_MESSAGES.image],
      [{ ...validBook, name: 'Bad\u0000name' }, 'name must not contain control characters'],
      [{ ...validBook, category: 'Nov\u001bel' }, 'category must not contain control characters'],
      [{ ...validBook, description: 'bell\u0007' }, /^description must not contain control characters/],
      [{ ...validBook, name: '   ' }, 'name must not be empty'],
      [
        { ...validBook, name: 'n'.repeat(FIELD_MAX.bookName + 1) },
        `name must be at most ${FIELD_MAX.bookName} characters`,
      ],
      [[validBook], /body must be an object/],
    ];
    for (const field of Object.keys(validBook)) {
      const { [field]: _omitted, ...without } = validBook as Record<string, unknown>;
      cases.push([without, `${field} is required`]);
    }
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });
});

describe('PATCH /api/v1/books/:id', () => {
  it('changes only the fields sent and answers the book', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ pricePaisa: 10000, stock: 3 })]);
    const response = await patch(book.id, { price: 120.25, stock: 0, sku: 'IGNORED' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Successful',
      data: expect.objectContaining({ _id: book.id, name: book.name, price: 120.25, stock: 0, sku: book.sku }),
    });
    const next = await patch(book.id, {
      name: ' New name ',
      category: 'Poetry',
      description: 'Line one\nLine two',
      image: '/uploads/x.webp',
    });
    expect(next.json().data).toMatchObject({
      name: 'New name',
      category: 'Poetry',
      description: 'Line one\nLine two',
      image: '/uploads/x.webp',
      price: 120.25,
    });
  });

  it('refuses an empty change or bad values with 400 and changes nothing', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    const before = await snapshot(ctx.db);
    for (const payload of [
      {},
      { sku: 'SKU-X' },
      { price: 0 },
      { price: 2.555 },
      { stock: -3 },
      { name: '' },
      { image: 'ftp://x/y' },
    ]) {
      const response = await patch(book.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(book.id, {})).json().message).toMatch(/^Nothing to change/);
    expect(await snapshot(ctx.db)).toBe(before);
  });
});

describe('DELETE /api/v1/books/:id', () => {
  it('erases a book without orders', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    const response = await remove(book.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Successful', deletedCount: 1 });
    expect(await ctx.db.select().from(books).where(eq(books.id, book.id))).toEqual([]);
    expect((await remove(book.id)).statusCode).toBe(404);
  });

  it('archives a book with an order: kept for the order, gone from list, search, categories, related, detail and top', async () => {
    const category = `Archive-${Date.now()}`;
    const customer = await ctx.userWithRole('user');
    const [sold, sibling] = await insertBooks(ctx.db, [
      bookFixture({ name: 'Zyxwv Archived Title', category, soldCount: 1_000_000, minutesAgo: 2 }),
      bookFixture({ name: 'Sibling Title', category, minutesAgo: 1 }),
    ]);
    const [order] = await insertOrders(ctx.db, [{ userId: customer.id, book: sold, paymentStatus: 'failed' }]);

    const listed = async () => {
      const all = (await get(`/api/v1/books?category=${category}`)).json().data;
      const search = (await get('/api/v1/books?search=zyxwv')).json().data;
      const top = (await get('/api/v1/books?sort=top&limit=1')).json().data.result;
      const categories = (await get('/api/v1/books/categories')).json().data.result;
      const related = (await get(`/api/v1/books/${sibling.id}/related`)).json().data.result;
      return {
        ids: all.result.map((b: { _id: string }) => b._id),
        total: all.totalBooks,
        searchTotal: search.totalBooks,
        top: top.map((b: { _id: string }) => b._id),
        count: categories.find((c: { category: string }) => c.category === category)?.count,
        related: related.map((b: { _id: string }) => b._id),
        detail: (await get(`/api/v1/books/${sold.id}`)).statusCode,
      };
    };
    expect(await listed()).toEqual({
      ids: [sibling.id, sold.id],
      total: 2,
      searchTotal: 1,
      top: [sold.id],
      count: 2,
      related: [sold.id],
      detail: 200,
    });

    const response = await remove(sold.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Successful', deletedCount: 1 });

    const [row] = await ctx.db.select().from(books).where(eq(books.id, sold.id));
    expect(row.archivedAt).toBeInstanceOf(Date);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.bookId).toBe(sold.id);

    const after = await listed();
    expect(after).toMatchObject({ ids: [sibling.id], total: 1, searchTotal: 0, count: 1, related: [], detail: 404 });
    expect(after.top).not.toContain(sold.id);
    expect((await get(`/api/v1/books/${sold.id}/related`)).statusCode).toBe(404);
    // Archived is gone for admins too: no edit, no second delete.
    const before = await snapshot(ctx.db);
    expect((await patch(sold.id, { price: 1 })).statusCode).toBe(404);
    expect((await remove(sold.id)).statusCode).toBe(404);
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('a delete racing an order being created for the book archives it (the order keeps its book)', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    let deleting: ReturnType<typeof remove> | undefined;
    let orderId = '';
    await ctx.db.transaction(async (tx) => {
      [{ id: orderId }] = await tx
        .insert(orders)
        .values(orderFixture({ userId: null, book, paymentStatus: 'pending' }))
        .returning({ id: orders.id });
      // The delete starts while the order is not committed yet; it must wait for it and then see it.
      deleting = remove(book.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await deleting!;
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(books).where(eq(books.id, book.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0].bookId).toBe(book.id);
  });

  it('the category disappears from the categories list when its only book is archived', async () => {
    const category = `Solo-${Date.now()}`;
    const customer = await ctx.userWithRole('user');
    const [book] = await insertBooks(ctx.db, [bookFixture({ category })]);
    await insertOrders(ctx.db, [{ userId: customer.id, book, paymentStatus: 'paid' }]);
    expect((await remove(book.id)).statusCode).toBe(200);
    const categories = (await get('/api/v1/books/categories')).json().data.result;
    expect(categories.map((c: { category: string }) => c.category)).not.toContain(category);
  });
});
