/**
 * Property test (issue 8): random and hostile input at every route with a schema — query strings, path parameters
 * and bodies, as an anonymous visitor, a customer and an admin. Every answer is a 2xx or a 4xx, never a 5xx, and a
 * refusal (4xx) leaves the database exactly as it was.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokens: Record<'anonymous' | 'customer' | 'admin', string | null> = { anonymous: null, customer: null, admin: null };
let customerEmail = '';
let bookId = '';
let tables: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const customer = await ctx.userWithRole('user');
  const admin = await ctx.userWithRole('admin');
  Object.assign(tokens, { customer: customer.token, admin: admin.token });
  customerEmail = customer.email;
  [{ id: bookId }] = await insertBooks(ctx.db, [bookFixture({ name: 'Fuzz Book', category: 'Fuzz' }), bookFixture({ category: 'Fuzz' })]);
  const result = (await ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  tables = result.rows.map((row) => row.table_name).filter((name) => !name.startsWith('__drizzle'));
});
afterAll(() => ctx.close());

/** Every row of every table, as one digest: any insert, update or delete changes it. */
async function databaseDigest(): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await ctx.db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { n: number; digest: string }[] };
    parts.push(`${table}:${result.rows[0].n}:${result.rows[0].digest}`);
  }
  return parts.join(' ');
}

/** Strings an attacker or a careless client sends. */
const hostileString = fc.oneof(
  fc.constantFrom(
    'Infinity', '-Infinity', '1e400', '-1e400', '0x10', 'NaN', '1.5', '-1', '0', '', ' ', '9'.repeat(40), '\u0000', 'a\u0000b',
    '%00', '\u001b[2J', '\r\n', "'; drop table users; --", '../../etc/passwd', 'null', 'true', '[]', '{}', 'x'.repeat(300),
    '\ud800', 'raw:%ff', 'raw:%00', 'raw:%E0%A4%A', 'raw:a%2Fb@c.co', 'raw:%C0%80', 'a@b.co', `${'a'.repeat(250)}@b.co`, randomUUID(), 'not-a-uuid',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
);

/** JSON values of every type, including the wrong ones for each field. */
const hostileJson = fc.oneof(
  hostileString,
  fc.constantFrom(12345, -1, 0, 1e308, -1e308, 1.5, true, false, null, [], {}, ['a'], { $ne: 1 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

interface Target {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: (param: string) => string;
  query?: string[];
  body?: string[];
}

/** A path segment: percent-encoded (lone surrogates as U+FFFD), or sent as written when it starts with 'raw:'. */
const segment = (param: string) =>
  param.startsWith('raw:') ? param.slice(4) : encodeURIComponent(param.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const email = segment;
const TARGETS: Target[] = [
  { method: 'GET', path: () => '/api/v1/books', query: ['search', 'category', 'page', 'limit', 'sort'] },
  { method: 'GET', path: () => '/api/v1/books/categories' },
  { method: 'GET', path: (id) => `/api/v1/books/${segment(id)}` },
  { method: 'GET', path: (id) => `/api/v1/books/${segment(id)}/related`, query: ['limit'] },
  { method: 'GET', path: () => `/api/v1/books/${bookId}/related`, query: ['limit'] },
  { method: 'GET', path: () => '/api/v1/reviews', query: ['limit'] },
  { method: 'GET', path: () => '/api/v1/orders/mine', query: ['limit'] },
  { method: 'GET', path: () => '/api/v1/purchases' },
  { method: 'GET', path: () => '/api/v1/users', query: ['page', 'limit'] },
  { method: 'GET', path: (p) => `/api/v1/users/isAdmin/${email(p)}` },
  { method: 'GET', path: (p) => `/api/v1/users/${email(p)}` },
  { method: 'PUT', path: (p) => `/api/v1/users/${email(p)}`, body: ['email', 'displayName', 'name', 'phoneNumber', 'contactNumber', 'imageURL', 'photoURL', 'role'] },
  { method: 'PUT', path: () => `/api/v1/users/${email(customerEmail)}`, body: ['email', 'displayName', 'name', 'phoneNumber', 'contactNumber', 'imageURL', 'photoURL', 'role'] },
  { method: 'PUT', path: (p) => `/api/v1/users/admin/${email(p)}` },
  { method: 'PUT', path: (p) => `/api/v1/users/admin/remove/${email(p)}` },
  { method: 'DELETE', path: (id) => `/api/v1/users/${segment(id)}` },
  { method: 'POST', path: () => '/api/v1/contacts', body: ['name', 'phone', 'email', 'address', 'message'] },
  { method: 'GET', path: () => '/api/v1/health' },
  { method: 'GET', path: () => '/api/v1/config' },
];

const fieldsOf = (names: string[] | undefined, value: fc.Arbitrary<unknown>) =>
  names?.length ? fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] }) : fc.constant({});

const request = fc.constantFrom(...TARGETS).chain((target) =>
  fc.record({
    target: fc.constant(target),
    actor: fc.constantFrom('anonymous', 'customer', 'admin') as fc.Arbitrary<keyof typeof tokens>,
    param: hostileString,
    query: fieldsOf(target.query, hostileString) as fc.Arbitrary<Record<string, string>>,
    // Mostly an object of the route's fields with values of any type; sometimes not an object at all.
    body: target.body ? fc.oneof({ weight: 4, arbitrary: fieldsOf(target.body, hostileJson) }, { weight: 1, arbitrary: hostileJson }) : fc.constant(undefined),
    client: fc.integer({ min: 1, max: 250 }),
  }),
);

describe('hostile input at every route with a schema', () => {
  it('is answered with a 2xx or 4xx, never a 5xx, and a refusal changes nothing', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ target, actor, param, query, body, client }) => {
        runs += 1;
        const before = await databaseDigest();
        const url = `${target.path(param)}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
        const response = await ctx.request({
          method: target.method,
          url,
          token: tokens[actor],
          remoteAddress: `10.77.${runs % 250}.${client}`,
          ...(body !== undefined && { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
        });
        const where = `${target.method} ${url} as ${actor} with ${JSON.stringify(body)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json(), where).toMatchObject({ statusCode: response.statusCode, message: expect.any(String) });
          expect(await databaseDigest(), where).toBe(before);
        }
      }),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    expect(runs).toBeGreaterThanOrEqual(400);
  }, 120_000);
});
