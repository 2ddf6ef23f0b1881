/**
 * The catalogue at scale: 20,000 generated books (the benchmark's generator). Correctness only — counts, paging
 * bounds, search totals; speed targets live in `npm run bench`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE, SEARCH_COUNT_CAP } from '../../domain/limits';
import type { Book, BookCategory } from '../../domain/types';
import { generateBooks, RARE_WORDS, seedLargeCatalogue } from '../../server/db/large-catalogue';
import { createTestContext, type TestContext } from './helpers';

const COUNT = 20_000;
const options = { seed: 2024, now: Date.UTC(2026, 0, 1), skuTag: 'SCALE' };
const expected = generateBooks(COUNT, options);
let ctx: TestContext;

const get = async (url: string) => {
  const response = await ctx.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};
const countWhere = (predicate: (book: (typeof expected)[number]) => boolean) => expected.filter(predicate).length;
const contains = (text: string) => (book: (typeof expected)[number]) =>
  `${book.name}\n${book.category}`.toLowerCase().includes(text);

beforeAll(async () => {
  ctx = await createTestContext();
  expect(
    await seedLargeCatalogue(ctx.db, COUNT, { ...options, batchSize: 2000, uploadsDir: ctx.config.uploadsDir }),
  ).toBe(COUNT);
}, 120_000);
afterAll(() => ctx.close());

describe(`the catalogue with ${COUNT.toLocaleString('en')} books`, () => {
  it('counts every book and never returns more than a page', async () => {
    const first = await get('/api/v1/books?limit=100000');
    expect(first.totalBooks).toBe(COUNT);
    expect(first.result).toHaveLength(PAGE.maxLimit);
    expect(first.result.map((book: Book) => book.name)).toEqual(
      expected.slice(0, PAGE.maxLimit).map((book) => book.name),
    );

    const lastPage = COUNT / PAGE.maxLimit;
    const last = await get(`/api/v1/books?limit=100&page=${lastPage}`);
    expect(last.result.map((book: Book) => book.sku)).toEqual(expected.slice(-PAGE.maxLimit).map((book) => book.sku));
    const beyond = await get(`/api/v1/books?limit=100&page=${lastPage + 1}`);
    expect(beyond.result).toEqual([]);
    expect(beyond.totalBooks).toBe(COUNT);
  });

  it('counts searches exactly up to the count cap, and says when a broad one stopped there', async () => {
    let capped = 0;
    for (const term of [
      'the',
      'a',
      'river',
      'volume 3',
      RARE_WORDS[0].toLowerCase(),
      'notes on pyth',
      'no such book at all',
    ]) {
      const data = await get(`/api/v1/books?search=${encodeURIComponent(term.toUpperCase())}`);
      const matches = countWhere(contains(term));
      expect(data.totalBooks, term).toBe(Math.min(matches, SEARCH_COUNT_CAP));
      expect(data.totalIsCapped, term).toBe(matches > SEARCH_COUNT_CAP ? true : undefined);
      expect(data.result.length, term).toBe(Math.min(PAGE.defaultLimit, data.totalBooks));
      if (matches > SEARCH_COUNT_CAP) capped++;
    }
    expect(capped, 'a search broad enough to reach the cap').toBeGreaterThan(0);
  });

  it('filters by category with exact totals, and lists the categories with their counts', async () => {
    const categories = (await get('/api/v1/books/categories')).result as BookCategory[];
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(COUNT);
    for (const { category, count } of categories)
      expect(count, category).toBe(countWhere((book) => book.category === category));

    const { category } = categories[3];
    const page = await get(`/api/v1/books?category=${encodeURIComponent(category)}&search=the&sort=top&limit=50`);
    expect(page.totalBooks).toBe(countWhere((book) => book.category === category && contains('the')(book)));
    const sold = (page.result as Book[]).map((book) => expected.find((e) => e.sku === book.sku)!.soldCount ?? 0);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('bounds related books', async () => {
    const [book] = (await get('/api/v1/books?limit=1')).result as Book[];
    const related = (await get(`/api/v1/books/${book._id}/related?limit=500`)).result as Book[];
    expect(related).toHaveLength(24);
    expect(related.every((r) => r.category === book.category && r._id !== book._id)).toBe(true);
  });
});
