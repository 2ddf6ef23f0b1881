import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE } from '../../domain/limits';
import { contacts } from '../../server/db/schema';
import { snapshot } from './admin-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: { id: string; email: string; token: string };
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.userWithRole('admin');
});
afterAll(() => ctx.close());

describe('GET /api/v1/contacts', () => {
  it('lists the messages newest first, paged: { data: { result, totalContacts, page, limit } }', async () => {
    const now = Date.now();
    const inserted = await ctx.db
      .insert(contacts)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: `Sender ${i}`,
          phone: '+8801711000000',
          email: `sender${i}@example.com`,
          address: 'Dhaka',
          message: `Message ${i}`,
          createdAt: new Date(now - (5 - i) * MINUTE),
        })),
      )
      .returning();
    const newestFirst = [...inserted].reverse();

    const first = await ctx.request({ method: 'GET', url: '/api/v1/contacts?limit=2', token: admin.token });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toEqual({
      result: newestFirst.slice(0, 2).map((row) => ({
        _id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        address: row.address,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      totalContacts: 5,
      page: 1,
      limit: 2,
    });
    const third = (
      await ctx.request({ method: 'GET', url: '/api/v1/contacts?limit=2&page=3', token: admin.token })
    ).json().data;
    expect(third.result.map((c: { _id: string }) => c._id)).toEqual([newestFirst[4].id]);
    const defaults = (
      await ctx.request({ method: 'GET', url: '/api/v1/contacts?limit=100000', token: admin.token })
    ).json().data;
    expect(defaults.limit).toBe(PAGE.maxLimit);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/contacts', token: admin.token })).json().data.limit).toBe(
      PAGE.defaultLimit,
    );
  });

  it('refuses bad paging with 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'limit=0',
      'limit=1.5',
      'page=Infinity',
      'page=1e400',
      'limit=-Infinity',
      'page=0x10',
    ]) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/contacts?${query}`, token: admin.token });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('DELETE /api/v1/contacts/:id', () => {
  it('deletes one message: { status: Successful, deletedCount: 1 }; then 404', async () => {
    const [row] = await ctx.db
      .insert(contacts)
      .values({ name: 'To delete', phone: '+8801711000000', email: 'd@example.com', address: 'Dhaka', message: 'Bye' })
      .returning();
    const response = await ctx.request({ method: 'DELETE', url: `/api/v1/contacts/${row.id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Successful', deletedCount: 1 });
    expect(await ctx.db.select().from(contacts).where(eq(contacts.id, row.id))).toEqual([]);
    const again = await ctx.request({ method: 'DELETE', url: `/api/v1/contacts/${row.id}`, token: admin.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/v1/users?search=', () => {
  it('filters by a trimmed, case-insensitive e-mail substring; % and _ are literal; the superadmin never appears', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const alice = await ctx.userWithRole('user', `alice.${tag}@example.com`);
    const bob = await ctx.userWithRole('user', `bob_${tag}@example.org`);
    await ctx.userWithRole('superadmin', `boss.${tag}@example.com`);
    const search = async (text: string) => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/v1/users?search=${encodeURIComponent(text)}`,
        token: admin.token,
      });
      expect(response.statusCode, text).toBe(200);
      const data = response.json().data;
      return { emails: data.result.map((u: { email: string }) => u.email).sort(), total: data.totalUsers };
    };
    expect(await search(tag)).toEqual({ emails: [alice.email, bob.email].sort(), total: 2 });
    expect(await search(`  ${tag.toUpperCase()}  `)).toEqual({ emails: [alice.email, bob.email].sort(), total: 2 });
    expect(await search(`ALICE.${tag}`)).toEqual({ emails: [alice.email], total: 1 });
    expect(await search(`b_${tag}`)).toEqual({ emails: [bob.email], total: 1 });
    expect((await search(`%${tag}`)).total).toBe(0);
    expect((await search('_lice')).total).toBe(0);
    // Empty search = no filter.
    const all = await search('   ');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.emails).not.toContain(`boss.${tag}@example.com`);
  });

  it('refuses non-finite paging with 400 (was a 500: OFFSET Infinity)', async () => {
    for (const query of ['page=Infinity', 'page=1e400', 'limit=Infinity', 'page=0x10']) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/users?${query}`, token: admin.token });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('refuses control characters and over-long searches with 400', async () => {
    const before = await snapshot(ctx.db);
    for (const text of ['a\u0000b', 'tab\there', 'x'.repeat(101)]) {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/v1/users?search=${encodeURIComponent(text)}`,
        token: admin.token,
      });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });
});
