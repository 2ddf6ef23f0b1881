import { isDeepStrictEqual } from 'node:util';
/**
 * The maintained counts (migration 0007) behind totalBooks and /books/categories, and the capped count of searches.
 * Every check compares the API with a count(*) of the books table itself, after each kind of change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookCategory } from '../../domain/types';
import { bookCategoryCounts, books } from '../../server/db/schema';
import { validBook } from './admin-helpers';
import { bookFixture, insertBooks, insertOrders } from './fixtures';
import { createTestContext, eventually, type TestContext } from './helpers';

const CAP = 5;
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_COUNT_CAP: String(CAP) });
  admin = (await ctx.userWithRole('admin')).token;
});
afterAll(() => ctx.close());

/**
 * A catalogue read; it may come from the catalogue cache, which a write drops (at once, or when its NOTIFY arrives).
 */
const get = async (url: string) => {
  const response = await ctx.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};
const create = async (category: string, name = `Counted ${category}`) => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/v1/books',
    payload: { ...validBook, name, category },
    token: admin,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Book;
};
const patch = async (id: string, payload: object) =>
  expect((await ctx.request({ method: 'PATCH', url: `/api/v1/books/${id}`, payload, token: admin })).statusCode).toBe(
    200,
  );
const remove = async (id: string) =>
  expect((await ctx.request({ method: 'DELETE', url: `/api/v1/books/${id}`, token: admin })).statusCode).toBe(200);

/** The truth: live books per category, counted from the books table. */
async function counted(): Promise<BookCategory[]> {
  const result = (await ctx.db.execute(
    sql`SELECT category, count(*)::int AS count FROM books WHERE archived_at IS NULL GROUP BY category ORDER BY category`,
  )) as unknown as { rows: BookCategory[] };
  return result.rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** The list total, every category's total and the category list all agree with count(*). */
async function expectCountsRight(categories: string[]) {
  const truth = await counted();
  const total = truth.reduce((sum, c) => sum + c.count, 0);
  const list = await eventually(
    () => get('/api/v1/books/categories'),
    (data) => isDeepStrictEqual(data.result, truth),
  );
  expect(list.result).toEqual(truth);
  const all = await eventually(
    () => get('/api/v1/books'),
    (data) => data.totalBooks === total,
  );
  expect(all.totalBooks).toBe(total);
  for (const category of categories) {
    const expected = truth.find((c) => c.category === category)?.count ?? 0;
    const url = `/api/v1/books?category=${encodeURIComponent(category)}`;
    const data = await eventually(
      () => get(url),
      (d) => d.totalBooks === expected,
    );
    expect(data.totalBooks, category).toBe(expected);
    expect(data.totalIsCapped, category).toBeUndefined();
  }
  return truth;
}

describe('maintained book counts', () => {
  it('follow create, category change, archive, restore and erase', async () => {
    const [a, b] = ['Counts Alpha', 'Counts Beta'];
    await insertBooks(ctx.db, [
      bookFixture({ category: a }),
      bookFixture({ category: a }),
      bookFixture({ category: b }),
    ]);
    expect(await expectCountsRight([a, b])).toEqual(
      expect.arrayContaining([
        { category: a, count: 2 },
        { category: b, count: 1 },
      ]),
    );

    const created = await create(a);
    const moved = await create(a);
    await patch(moved._id, { category: b });
    await patch(moved._id, { stock: 3, price: 99 }); // not a category change: nothing moves
    let truth = await expectCountsRight([a, b]);
    expect(truth).toEqual(
      expect.arrayContaining([
        { category: a, count: 3 },
        { category: b, count: 2 },
      ]),
    );

    // A book with an order is archived (it leaves the catalogue but stays in the table).
    const [row] = await ctx.db.select().from(books).where(eq(books.id, created._id));
    await insertOrders(ctx.db, [{ userId: null, book: row }]);
    await remove(created._id);
    expect((await ctx.db.select().from(books).where(eq(books.id, created._id)))[0].archivedAt).not.toBeNull();
    truth = await expectCountsRight([a, b]);
    expect(truth).toContainEqual({ category: a, count: 2 });

    // An archived book's category may change without counting it; restoring it counts it where it now is.
    await ctx.db.update(books).set({ category: b }).where(eq(books.id, created._id));
    truth = await expectCountsRight([a, b]);
    expect(truth).toEqual(
      expect.arrayContaining([
        { category: a, count: 2 },
        { category: b, count: 2 },
      ]),
    );
    await ctx.db.update(books).set({ archivedAt: null }).where(eq(books.id, created._id));
    truth = await expectCountsRight([a, b]);
    expect(truth).toContainEqual({ category: b, count: 3 });

    // A book without orders is erased.
    await remove(moved._id);
    expect(await ctx.db.select().from(books).where(eq(books.id, moved._id))).toEqual([]);
    truth = await expectCountsRight([a, b]);
    expect(truth).toContainEqual({ category: b, count: 2 });
  });

  it('drops a category from the list when its last book leaves, and brings it back with a new one', async () => {
    const lonely = 'Counts Lonely';
    const book = await create(lonely);
    expect((await get('/api/v1/books/categories')).result).toContainEqual({ category: lonely, count: 1 });
    await remove(book._id);
    await expectCountsRight([lonely]);
    expect((await get('/api/v1/books/categories')).result.map((c: BookCategory) => c.category)).not.toContain(lonely);
    await create(lonely);
    expect((await get('/api/v1/books/categories')).result).toContainEqual({ category: lonely, count: 1 });
    await expectCountsRight([lonely]);
  });

  it('counts bulk inserts and deletes spanning several categories in one statement', async () => {
    const inserted = await insertBooks(ctx.db, [
      ...Array.from({ length: 4 }, () => bookFixture({ category: 'Counts Bulk One' })),
      ...Array.from({ length: 3 }, () => bookFixture({ category: 'Counts Bulk Two' })),
      bookFixture({ category: 'Counts Bulk Two', archivedAt: new Date() }),
    ]);
    await expectCountsRight(['Counts Bulk One', 'Counts Bulk Two']);
    await ctx.db.delete(books).where(sql`${books.id} IN ${inserted.slice(2).map((b) => b.id)}`);
    const truth = await expectCountsRight(['Counts Bulk One', 'Counts Bulk Two']);
    expect(truth).toContainEqual({ category: 'Counts Bulk One', count: 2 });
    expect(truth.map((c) => c.category)).not.toContain('Counts Bulk Two');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'counts two overlapping transactions that add to one category (PostgreSQL)',
    async () => {
      const category = 'Counts Concurrent';
      const before = (await get(`/api/v1/books?category=${encodeURIComponent(category)}`)).totalBooks as number;
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstInserted!: () => void;
      const firstHasInserted = new Promise<void>((resolve) => (firstInserted = resolve));
      // The first transaction adds a book and holds its counter update uncommitted while the second adds another;
      // a read-then-write counter would let the second read the old count and lose one of the two.
      const first = ctx.db.transaction(async (tx) => {
        await tx.insert(books).values(bookFixture({ category }));
        firstInserted();
        await firstMayCommit;
      });
      await firstHasInserted;
      const second = ctx.db.transaction(async (tx) => {
        await tx.insert(books).values(bookFixture({ category }));
      });
      // Commit the first once the second waits on the counter row's lock (or after 2 s if it never does).
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline) {
        const waiting = (await ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(waiting.rows[0].n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      releaseFirst();
      await Promise.all([first, second]);
      const after = await eventually(
        () => get(`/api/v1/books?category=${encodeURIComponent(category)}`),
        (data) => data.totalBooks === before + 2,
      );
      expect(after.totalBooks).toBe(before + 2);
      const [row] = await ctx.db.select().from(bookCategoryCounts).where(eq(bookCategoryCounts.category, category));
      expect(row.live).toBe(before + 2);
      await expectCountsRight([category]);
    },
  );
});

describe('capped search counts', () => {
  beforeAll(async () => {
    await insertBooks(ctx.db, [
      ...Array.from({ length: CAP + 2 }, (_, i) =>
        bookFixture({ name: `Zebra Saga #${i}`, category: 'Counts Capped', minutesAgo: i }),
      ),
      ...Array.from({ length: CAP }, (_, i) =>
        bookFixture({ name: `Yak Saga ${i}`, category: 'Counts Capped', minutesAgo: 100 + i }),
      ),
    ]);
  });

  it('reports the cap and the flag when more books match than the cap', async () => {
    const data = await get('/api/v1/books?search=zebra');
    expect(data).toMatchObject({ totalBooks: CAP, totalIsCapped: true });
    // The page itself is not capped: all 7 matches fit on the default page of 12.
    expect(data.result).toHaveLength(CAP + 2);
  });

  it('reports an exact count without the flag at or under the cap', async () => {
    const exact = await get('/api/v1/books?search=yak%20saga');
    expect(exact.totalBooks).toBe(CAP);
    expect(exact).not.toHaveProperty('totalIsCapped');
    const none = await get('/api/v1/books?search=no%20such%20zebra');
    expect(none).toMatchObject({ totalBooks: 0, result: [] });
    expect(none).not.toHaveProperty('totalIsCapped');
  });

  it('caps a search the trigram index cannot serve, and still serves pages past the cap', async () => {
    // '#' has no three letters or digits in a row: the count-first path.
    const first = await get('/api/v1/books?search=%23&limit=5');
    expect(first).toMatchObject({ totalBooks: CAP, totalIsCapped: true });
    expect(first.result).toHaveLength(5);
    const past = await get('/api/v1/books?search=%23&limit=5&page=2');
    expect(past).toMatchObject({ totalBooks: CAP, totalIsCapped: true });
    expect(past.result.map((book: Book) => book.name)).toEqual(['Zebra Saga #5', 'Zebra Saga #6']);
  });

  it('never caps a category without a search (the maintained count is exact)', async () => {
    const data = await get('/api/v1/books?category=Counts%20Capped');
    expect(data.totalBooks).toBe(2 * CAP + 2);
    expect(data).not.toHaveProperty('totalIsCapped');
  });
});
