import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE, RELATED_BOOKS_LIMIT } from '../../domain/limits';
import type { Book, BookCategory } from '../../domain/types';
import { generateBooks } from '../../server/db/large-catalogue';
import { bookFixture, insertBooks, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

const DAY = 24 * 3600_000;
let ctx: TestContext;
let all: BookRecord[];
let oddities: BookRecord[];
let bulk: BookRecord[];

const newest = (a: BookRecord, b: BookRecord) => b.createdAt.getTime() - a.createdAt.getTime();
const top = (a: BookRecord, b: BookRecord) => b.soldCount - a.soldCount || newest(a, b);
const matches = (book: BookRecord, text: string) =>
  book.name.toLowerCase().includes(text) || book.category.toLowerCase().includes(text);

async function list(query: Record<string, string | number>) {
  const response = await ctx.request({
    method: 'GET',
    url: '/api/v1/books',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return {
    response,
    body: response.json() as { data: { result: Book[]; totalBooks: number; page: number; limit: number } },
  };
}
const names = (result: Book[]) => result.map((book) => book.name);
const ids = (result: Book[]) => result.map((book) => book._id);

beforeAll(async () => {
  ctx = await createTestContext();
  const now = Date.now();
  const generated = await insertBooks(
    ctx.db,
    generateBooks(110, { seed: 7, now: now - 10 * DAY, skuTag: 'BOOKS-TEST' }),
  );
  oddities = await insertBooks(ctx.db, [
    bookFixture({ now, name: '100% Pure', category: 'Oddities', minutesAgo: 5, soldCount: 5, pricePaisa: 123_450 }),
    bookFixture({ now, name: 'snake_case Handbook', category: 'Oddities', minutesAgo: 6 }),
    bookFixture({ now, name: 'Back\\slash Stories', category: 'Oddities', minutesAgo: 7 }),
    bookFixture({ now, name: 'Plain Percent', category: 'Oddities', minutesAgo: 8 }),
    bookFixture({ now, name: 'Underscore Free', category: 'Oddities', minutesAgo: 9 }),
  ]);
  bulk = await insertBooks(
    ctx.db,
    Array.from({ length: 30 }, (_, i) =>
      bookFixture({ now, name: `Shelf Filler ${i}`, category: 'Bulk Shelf', minutesAgo: 20 + i, soldCount: 3000 + i }),
    ),
  );
  all = [...generated, ...oddities, ...bulk];
});
afterAll(() => ctx.close());

describe('GET /api/v1/books', () => {
  it('returns the newest 12 by default with the total of all books', async () => {
    const { response, body } = await list({});
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject({ totalBooks: all.length, page: 1, limit: PAGE.defaultLimit });
    expect(ids(body.data.result)).toEqual(
      [...all]
        .sort(newest)
        .slice(0, 12)
        .map((b) => b.id),
    );
  });

  it('shows a book with the contract fields only, price in taka', async () => {
    const { body } = await list({ search: '100% pure' });
    expect(body.data.result).toHaveLength(1);
    const [book] = body.data.result;
    expect(Object.keys(book).sort()).toEqual([
      '_id',
      'authors',
      'category',
      'createdAt',
      'description',
      'image',
      'name',
      'price',
      'sku',
      'stock',
    ]);
    expect(book).toMatchObject({
      _id: oddities[0].id,
      name: '100% Pure',
      category: 'Oddities',
      price: 1234.5,
      stock: 10,
    });
    expect(book.createdAt).toBe(oddities[0].createdAt.toISOString());
  });

  it('clamps the page size to 100 whatever is asked', async () => {
    const { response, body } = await list({ limit: 100_000 });
    expect(response.statusCode).toBe(200);
    expect(body.data.limit).toBe(PAGE.maxLimit);
    expect(body.data.result).toHaveLength(PAGE.maxLimit);
    expect(body.data.totalBooks).toBe(all.length);
  });

  it('pages through the whole list in order, ending with a short page and then an empty one', async () => {
    const ordered = [...all].sort(newest).map((b) => b.id);
    const page2 = await list({ page: 2, limit: 5 });
    expect(ids(page2.body.data.result)).toEqual(ordered.slice(5, 10));
    expect(page2.body.data).toMatchObject({ page: 2, limit: 5, totalBooks: all.length });

    const lastPage = Math.ceil(all.length / 12);
    const last = await list({ page: lastPage });
    expect(ids(last.body.data.result)).toEqual(ordered.slice((lastPage - 1) * 12));
    const beyond = await list({ page: lastPage + 1 });
    expect(beyond.body.data.result).toEqual([]);
    expect(beyond.body.data.totalBooks).toBe(all.length);
  });

  it('sort=top orders by copies sold, then newest', async () => {
    const { body } = await list({ sort: 'top', limit: 40 });
    expect(ids(body.data.result)).toEqual(
      [...all]
        .sort(top)
        .slice(0, 40)
        .map((b) => b.id),
    );
    expect(body.data.result[0].name).toBe('Shelf Filler 29');
  });

  it('filters by exact category', async () => {
    const { body } = await list({ category: 'Oddities' });
    expect(body.data.totalBooks).toBe(5);
    expect(names(body.data.result)).toEqual([
      '100% Pure',
      'snake_case Handbook',
      'Back\\slash Stories',
      'Plain Percent',
      'Underscore Free',
    ]);
    expect((await list({ category: 'oddities' })).body.data.totalBooks).toBe(0);
    const withSearch = await list({ category: 'Oddities', search: 'PERCENT' });
    expect(names(withSearch.body.data.result)).toEqual(['Plain Percent']);
  });

  it('searches names and categories case-insensitively, trimmed', async () => {
    expect(names((await list({ search: 'HANDBOOK' })).body.data.result)).toEqual(['snake_case Handbook']);
    expect(names((await list({ search: '   handBook  ' })).body.data.result)).toEqual(['snake_case Handbook']);
    const byCategory = await list({ search: 'oDdIt' });
    expect(byCategory.body.data.totalBooks).toBe(5);
    expect((await list({ search: 'bulk SH', limit: 100 })).body.data.totalBooks).toBe(30);

    const the = all.filter((b) => matches(b, 'the')).sort(newest);
    expect(the.length).toBeGreaterThan(12);
    const theResponse = await list({ search: 'The' });
    expect(theResponse.body.data.totalBooks).toBe(the.length);
    expect(ids(theResponse.body.data.result)).toEqual(the.slice(0, 12).map((b) => b.id));
  });

  it('treats %, _ and \\ in the search literally', async () => {
    expect(names((await list({ search: '%' })).body.data.result)).toEqual(['100% Pure']);
    expect(names((await list({ search: '% p' })).body.data.result)).toEqual(['100% Pure']);
    expect((await list({ search: '%pure' })).body.data.totalBooks).toBe(0);
    expect(names((await list({ search: '_' })).body.data.result)).toEqual(['snake_case Handbook']);
    expect((await list({ search: 'e_c' })).body.data.totalBooks).toBe(1);
    expect(names((await list({ search: '\\' })).body.data.result)).toEqual(['Back\\slash Stories']);
    expect(names((await list({ search: 'k\\s' })).body.data.result)).toEqual(['Back\\slash Stories']);
    // Too short for the trigram index (counted first): no match, and a page past the matches.
    expect((await list({ search: '#' })).body.data).toMatchObject({ result: [], totalBooks: 0 });
    expect((await list({ search: '%', page: 2 })).body.data).toMatchObject({ result: [], totalBooks: 1, page: 2 });
  });

  it('ignores an empty or blank search', async () => {
    expect((await list({ search: '' })).body.data.totalBooks).toBe(all.length);
    expect((await list({ search: '    ' })).body.data.totalBooks).toBe(all.length);
  });

  it('answers bad paging, sorting and search input with a clear 400', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ limit: 0 }, 'limit must be >= 1'],
      [{ limit: -3 }, 'limit must be >= 1'],
      [{ limit: 'ten' }, 'limit must be an integer'],
      [{ page: 0 }, 'page must be >= 1'],
      [{ sort: 'popular' }, 'sort must be one of: newest, top'],
      [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
      [{ search: 'a\nb' }, 'search must not contain control characters'],
    ];
    for (const [query, message] of cases) {
      const { response } = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/v1/books/categories', () => {
  it('lists every category with its number of books, by category', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/books/categories' });
    expect(response.statusCode).toBe(200);
    const counts = new Map<string, number>();
    for (const book of all) counts.set(book.category, (counts.get(book.category) ?? 0) + 1);
    const expected: BookCategory[] = [...counts]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => (a.category < b.category ? -1 : 1));
    expect(response.json()).toEqual({ data: { result: expected } });
  });
});

describe('GET /api/v1/books/:id', () => {
  it('returns one book', async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/v1/books/${oddities[1].id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: oddities[1].id, name: 'snake_case Handbook' });
  });

  it('answers 400 for a malformed id (as every route does) and 404 for an unknown one', async () => {
    for (const id of ['not-a-uuid', '123', `${oddities[1].id}x`]) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/books/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'id must be a UUID' });
    }
    const response = await ctx.request({ method: 'GET', url: `/api/v1/books/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'No such book' });
  });
});

describe('GET /api/v1/books/:id/related', () => {
  const related = async (id: string, query: Record<string, string> = {}) =>
    ctx.request({ method: 'GET', url: `/api/v1/books/${id}/related`, query });

  it('lists the other books of the same category, newest first, without the book itself', async () => {
    const response = await related(oddities[0].id);
    expect(response.statusCode).toBe(200);
    const result = response.json().data.result as Book[];
    expect(names(result)).toEqual(['snake_case Handbook', 'Back\\slash Stories', 'Plain Percent', 'Underscore Free']);
    expect(result.every((book) => book.category === 'Oddities' && book._id !== oddities[0].id)).toBe(true);
    expect(names((await related(oddities[0].id, { limit: '2' })).json().data.result)).toEqual([
      'snake_case Handbook',
      'Back\\slash Stories',
    ]);
  });

  it('returns 8 by default and at most 24', async () => {
    const self = bulk[3];
    const byDefault = (await related(self.id)).json().data.result as Book[];
    expect(byDefault).toHaveLength(RELATED_BOOKS_LIMIT);
    expect(ids(byDefault)).toEqual(
      bulk
        .filter((b) => b.id !== self.id)
        .sort(newest)
        .slice(0, RELATED_BOOKS_LIMIT)
        .map((b) => b.id),
    );
    const many = await related(self.id, { limit: '1000' });
    expect(many.statusCode).toBe(200);
    expect(many.json().data.result).toHaveLength(24);
    expect((await related(self.id, { limit: '0' })).statusCode).toBe(400);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await related('nope')).statusCode).toBe(400);
    expect((await related(randomUUID())).statusCode).toBe(404);
  });
});
