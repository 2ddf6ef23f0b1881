/**
 * Property test (issue 8): random and hostile input at every route with a schema — query strings, path parameters
 * and JSON bodies, the gateway's form-encoded callbacks and multipart uploads, as an anonymous visitor, a customer
 * and an admin. Every answer is a 2xx or a 4xx, never a 5xx, and a
 * refusal (4xx) leaves the database exactly as it was.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokens: Record<'anonymous' | 'customer' | 'admin', string | null> = {
  anonymous: null,
  customer: null,
  admin: null,
};
let customerEmail = '';
let bookId = '';
let tables: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const customer = await ctx.userWithRole('user');
  const admin = await ctx.userWithRole('admin');
  Object.assign(tokens, { customer: customer.token, admin: admin.token });
  customerEmail = customer.email;
  [{ id: bookId }] = await insertBooks(ctx.db, [
    bookFixture({ name: 'Fuzz Book', category: 'Fuzz' }),
    bookFixture({ category: 'Fuzz' }),
  ]);
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
    'Infinity',
    '-Infinity',
    '1e400',
    '-1e400',
    '0x10',
    'NaN',
    '1.5',
    '-1',
    '0',
    '',
    ' ',
    '9'.repeat(40),
    '\u0000',
    'a\u0000b',
    '%00',
    '\u001b[2J',
    '\r\n',
    "'; drop table users; --",
    '../../etc/passwd',
    'null',
    'true',
    '[]',
    '{}',
    'x'.repeat(300),
    '\ud800',
    'raw:%ff',
    'raw:%00',
    'raw:%E0%A4%A',
    'raw:a%2Fb@c.co',
    'raw:%C0%80',
    'a@b.co',
    `${'a'.repeat(250)}@b.co`,
    randomUUID(),
    'not-a-uuid',
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
  param.startsWith('raw:')
    ? param.slice(4)
    : encodeURIComponent(
        param.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
      );
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
  {
    method: 'PUT',
    path: (p) => `/api/v1/users/${email(p)}`,
    body: ['email', 'displayName', 'name', 'phoneNumber', 'contactNumber', 'imageURL', 'photoURL', 'role'],
  },
  {
    method: 'PUT',
    path: () => `/api/v1/users/${email(customerEmail)}`,
    body: ['email', 'displayName', 'name', 'phoneNumber', 'contactNumber', 'imageURL', 'photoURL', 'role'],
  },
  { method: 'PUT', path: (p) => `/api/v1/users/admin/${email(p)}` },
  { method: 'PUT', path: (p) => `/api/v1/users/admin/remove/${email(p)}` },
  { method: 'DELETE', path: (id) => `/api/v1/users/${segment(id)}` },
  { method: 'POST', path: () => '/api/v1/contacts', body: ['name', 'phone', 'email', 'address', 'message'] },
  { method: 'POST', path: () => '/api/v1/books', body: ['name', 'category', 'price', 'stock', 'description', 'image'] },
  { method: 'GET', path: () => '/api/v1/health' },
  { method: 'GET', path: () => '/api/v1/config' },
];

const fieldsOf = (names: string[] | undefined, value: fc.Arbitrary<unknown>) =>
  names?.length
    ? fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] })
    : fc.constant({});

const request = fc.constantFrom(...TARGETS).chain((target) =>
  fc.record({
    target: fc.constant(target),
    actor: fc.constantFrom('anonymous', 'customer', 'admin') as fc.Arbitrary<keyof typeof tokens>,
    param: hostileString,
    query: fieldsOf(target.query, hostileString) as fc.Arbitrary<Record<string, string>>,
    // Mostly an object of the route's fields with values of any type; sometimes not an object at all.
    body: target.body
      ? fc.oneof({ weight: 4, arbitrary: fieldsOf(target.body, hostileJson) }, { weight: 1, arbitrary: hostileJson })
      : fc.constant(undefined),
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
          expect(response.json(), where).toMatchObject({
            statusCode: response.statusCode,
            message: expect.any(String),
          });
          expect(await databaseDigest(), where).toBe(before);
        }
      }),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    expect(runs).toBeGreaterThanOrEqual(400);
  }, 120_000);
});

/** Lone surrogates cannot be percent-encoded: sent as U+FFFD, as a browser would. */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const formValue = (value: string) =>
  value.startsWith('raw:') ? value.slice(4) : encodeURIComponent(wellFormed(value));

/** The gateway's callbacks: any fields, any text, a field sent twice, a huge one, a malformed encoding. */
const formRequest = fc.record({
  path: fc.constantFrom('/api/v1/ssl/success', '/api/v1/ssl/fail', '/api/v1/ssl/cancel', '/api/v1/ssl/ipn'),
  fields: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('tran_id', 'val_id', 'status', 'amount', 'currency', 'verify_sign', 'verify_key', 'store_id'),
        hostileString,
      ),
      fc.oneof(
        hostileString,
        fc.constantFrom('VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'x'.repeat(3000), 'y'.repeat(20_000)),
      ),
    ),
    { maxLength: 8 },
  ),
});

/** Uploads: hostile part names, field values and file bytes, sometimes cut short or with a broken boundary. */
const multipartRequest = fc.record({
  parts: fc.array(
    fc.record({
      name: fc.oneof(fc.constant('image'), hostileString),
      filename: fc.option(fc.oneof(fc.constant('cover.png'), hostileString)),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 256 }),
        fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])),
      ),
    }),
    { maxLength: 4 },
  ),
  cut: fc.option(fc.integer({ min: 0, max: 400 })),
  actor: fc.constantFrom('anonymous', 'customer') as fc.Arbitrary<keyof typeof tokens>,
});

function multipartBody(
  parts: { name: string; filename: string | null; type: string; bytes: Uint8Array }[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${wellFormed(part.name)}"${part.filename === null ? '' : `; filename="${wellFormed(part.filename)}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('hostile form-encoded callbacks and multipart uploads', () => {
  async function expectClearAnswer(
    response: { statusCode: number; body: string; json(): unknown },
    before: string,
    where: string,
  ) {
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) {
      // An error body, or the IPN's own refusal of a forged notification ({ received: false, … }).
      const body = response.json() as { message?: unknown; received?: unknown };
      expect(typeof body.message === 'string' || body.received === false, where).toBe(true);
      expect(await databaseDigest(), where).toBe(before);
    }
  }

  it('gateway callbacks answer 2xx, 3xx or 4xx, never a 5xx, and a refusal changes nothing', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(formRequest, async ({ path: url, fields }) => {
        runs += 1;
        const before = await databaseDigest();
        const payload = fields.map(([name, value]) => `${formValue(name)}=${formValue(value)}`).join('&');
        const response = await ctx.request({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
          remoteAddress: `10.78.${runs % 250}.1`,
        });
        await expectClearAnswer(
          response,
          before,
          `POST ${url} ${payload.slice(0, 300)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }),
      { numRuns: 200, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    expect(runs).toBeGreaterThanOrEqual(200);
  }, 120_000);

  it('the fields sent twice, a huge field and NUL bytes named by the audit are each a clear 4xx', async () => {
    const form = (url: string, payload: string) =>
      ctx.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
        remoteAddress: '10.79.0.1',
      });
    for (const url of ['/api/v1/ssl/fail', '/api/v1/ssl/cancel', '/api/v1/ssl/ipn', '/api/v1/ssl/success']) {
      for (const payload of [
        'tran_id=a%00b&status=FAILED',
        'tran_id=A&tran_id=B&status=FAILED',
        `tran_id=${'x'.repeat(5000)}&status=VALID`,
        'tran_id=A&status=VALID&val_id=%00',
      ]) {
        const response = await form(url, payload);
        expect(response.statusCode, `${url} ${payload.slice(0, 40)}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    }
    const admin = tokens.admin!;
    const book = {
      name: 'Nul Cover',
      category: 'Fuzz',
      price: 100,
      stock: 1,
      description: 'A book',
      image: '/uploads/images/a\u0000b.webp',
    };
    for (const image of ['/uploads/images/a\u0000b.webp', 'https://example.com/a\u0007.png']) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/v1/books',
        token: admin,
        payload: { ...book, image },
      });
      expect(response.statusCode, JSON.stringify(image)).toBe(400);
    }
  });

  it('multipart uploads answer 2xx or 4xx, never a 5xx, and a refusal changes nothing', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(multipartRequest, async ({ parts, cut, actor }) => {
        runs += 1;
        const before = await databaseDigest();
        const boundary = `fuzz${runs}`;
        const whole = multipartBody(parts, boundary);
        const payload = cut === null ? whole : whole.subarray(0, Math.min(cut, whole.length));
        const response = await ctx.request({
          method: 'POST',
          url: '/api/v1/images',
          token: tokens[actor],
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
          remoteAddress: `10.80.${runs % 250}.${runs % 200}`,
        });
        await expectClearAnswer(
          response,
          before,
          `upload as ${actor}, ${parts.length} parts, cut ${cut}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    expect(runs).toBeGreaterThanOrEqual(120);
  }, 120_000);
});
