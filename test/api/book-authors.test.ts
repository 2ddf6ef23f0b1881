import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../domain/types';
import { books } from '../../server/db/schema';
import { validBook } from './admin-helpers';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.userWithRole('admin')).token;
  await insertBooks(ctx.db, [
    bookFixture({
      name: 'Gitanjali',
      category: 'Poetry',
      authors: ['Rabindranath Tagore'],
      publisher: 'Visva-Bharati',
      language: 'Bangla',
      minutesAgo: 1,
    }),
    bookFixture({
      name: 'Algorithms, Gently',
      category: 'Programming',
      authors: ['Tasnim Ferdous', 'Rezwan Hossain'],
      publisher: 'Anupam Prakashani',
      minutesAgo: 2,
    }),
    bookFixture({ name: 'An Old Row', category: 'Fixtures', minutesAgo: 3 }),
  ]);
});
afterAll(() => ctx.close());

async function search(text: string) {
  const response = await ctx.request({ method: 'GET', url: '/api/v1/books', query: { search: text } });
  expect(response.statusCode).toBe(200);
  return (response.json().data.result as Book[]).map((book) => book.name);
}

describe('authors, publisher and language', () => {
  it('are part of every book answer (authors empty and the others absent for an old row)', async () => {
    const list = (await ctx.request({ method: 'GET', url: '/api/v1/books' })).json().data.result as Book[];
    expect(list.find((b) => b.name === 'Gitanjali')).toMatchObject({
      authors: ['Rabindranath Tagore'],
      publisher: 'Visva-Bharati',
      language: 'Bangla',
    });
    const old = list.find((b) => b.name === 'An Old Row');
    expect(old?.authors).toEqual([]);
    expect(old).not.toHaveProperty('publisher');
    expect(old).not.toHaveProperty('language');
  });

  it('search matches any author and the publisher, case-insensitively, as a substring', async () => {
    expect(await search('tagore')).toEqual(['Gitanjali']);
    expect(await search('RABINDRA')).toEqual(['Gitanjali']);
    // The second author counts as much as the first.
    expect(await search('rezwan')).toEqual(['Algorithms, Gently']);
    expect(await search('anupam prak')).toEqual(['Algorithms, Gently']);
    expect(await search('visva-bharati')).toEqual(['Gitanjali']);
    // A match never spans two fields or two authors.
    expect(await search('ferdous rezwan')).toEqual([]);
    expect(await search('tagore visva')).toEqual([]);
    // Language is shown, not searched.
    expect(await search('bangla')).toEqual([]);
  });

  it('an admin sets them on create and changes or clears them on patch', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/books',
      token: admin,
      payload: {
        ...validBook,
        authors: [' Humayun Ahmed ', 'Humayun Ahmed'],
        publisher: ' Anyaprokash ',
        language: 'Bangla',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect(created.json().data).toMatchObject({
      authors: ['Humayun Ahmed'],
      publisher: 'Anyaprokash',
      language: 'Bangla',
    });
    expect(await search('humayun')).toEqual([validBook.name]);

    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/v1/books/${id}`,
      token: admin,
      payload: { publisher: '', authors: ['Selina Hossain'] },
    });
    expect(patched.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(books).where(eq(books.id, id));
    expect(row).toMatchObject({ authors: ['Selina Hossain'], publisher: null, language: 'Bangla' });
    expect(await search('humayun')).toEqual([]);
    expect(await search('selina')).toEqual([validBook.name]);
  });

  it('refuses bad author input with a 400 and changes nothing', async () => {
    const [before] = await ctx.db.select().from(books).where(eq(books.name, 'Gitanjali'));
    for (const payload of [
      { authors: 'Tagore' },
      { authors: Array(11).fill('A') },
      { authors: ['x'.repeat(101)] },
      { publisher: 'a\nb' },
    ]) {
      const response = await ctx.request({ method: 'PATCH', url: `/api/v1/books/${before.id}`, token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const [after] = await ctx.db.select().from(books).where(eq(books.id, before.id));
    expect(after).toEqual(before);
  });
});
