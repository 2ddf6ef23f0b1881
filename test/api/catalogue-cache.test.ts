import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openPostgres, type Database } from '../../server/db/client';
import { books } from '../../server/db/schema';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, eventually, type TestContext } from './helpers';

describe('catalogue cache (one process)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await insertBooks(ctx.db, [bookFixture({ name: 'Cached River', category: 'Cache Tests' })]);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url, headers });

  it('computes a public list once, then serves it from memory with a validator', async () => {
    const first = await get('/api/v1/books?search=cached&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    // Weak: the same tag stands for the plain, gzip and br copies, which are not the same bytes.
    expect(etag).toMatch(/^W\/".+"$/);

    // The same query in another parameter order is the same entry. (The fixture's own NOTIFY may still be on its way
    // and rightly keep the first answer out of the cache, so ask until it is stored.)
    const second = await eventually(
      () => get('/api/v1/books?limit=5&search=cached'),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await get('/api/v1/books?search=cached&limit=5', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // If-None-Match compares weakly and may list several tags.
    for (const header of [etag.slice(2), `"other", ${etag}`, '*'])
      expect((await get('/api/v1/books?search=cached&limit=5', { 'if-none-match': header })).statusCode, header).toBe(
        304,
      );
    expect((await get('/api/v1/books?search=cached&limit=5', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('drops its answers when a book changes', async () => {
    const before = await get('/api/v1/books?category=Cache%20Tests');
    expect(before.json().data.totalBooks).toBe(1);
    const cached = await eventually(
      () => get('/api/v1/books?category=Cache%20Tests'),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(cached.headers['x-cache']).toBe('HIT');

    await insertBooks(ctx.db, [bookFixture({ name: 'Second Cached River', category: 'Cache Tests' })]);
    const after = await eventually(
      () => get('/api/v1/books?category=Cache%20Tests'),
      (response) => response.json().data.totalBooks === 2,
    );
    expect(after.json().data.totalBooks).toBe(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const [book] = after.json().data.result as { _id: string }[];
    const detail = await eventually(
      () => get(`/api/v1/books/${book._id}`),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(detail.headers['x-cache']).toBe('HIT');
    await ctx.db.update(books).set({ stock: 0 }).where(eq(books.id, book._id));
    const changed = await eventually(
      () => get(`/api/v1/books/${book._id}`),
      (response) => response.json().data.stock === 0,
    );
    expect(changed.json().data.stock).toBe(0);
  });

  it('a successful write answered by this process drops its entries before the answer leaves', async () => {
    const url = '/api/v1/books/categories';
    const cached = await eventually(
      () => get(url),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(cached.headers['x-cache']).toBe('HIT');
    const refused = await ctx.request({ method: 'POST', url: '/api/v1/contacts', payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    // A write to the catalogue (its route says changesCatalogue) drops them before its answer leaves.
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'Soon Gone', category: 'Cache Writes' })]);
    await eventually(
      () => get(url),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    const admin = await ctx.userWithRole('admin');
    const removed = await ctx.request({ method: 'DELETE', url: `/api/v1/books/${book.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await get(url)).headers['x-cache']).toBe('MISS');
  });

  it('keeps the brotli and gzip copies of an answer: a browser’s repeated request is not compressed again', async () => {
    await insertBooks(
      ctx.db,
      Array.from({ length: 6 }, (_, i) => bookFixture({ name: `Pressed Leaf ${i}`, category: 'Cache Compression' })),
    );
    const url = '/api/v1/books?category=Cache%20Compression';
    const plain = await eventually(
      () => get(url),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    for (const [acceptEncoding, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (const round of [1, 2]) {
        const response = await get(url, { 'accept-encoding': acceptEncoding });
        expect(response.statusCode, `${encoding} ${round}`).toBe(200);
        expect(response.headers['x-cache']).toBe('HIT');
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers.etag).toBe(plain.headers.etag);
        // A kept copy goes out whole with its length (a compressing stream would be chunked, without one).
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    const revalidated = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('answers HEAD requests from the cache', async () => {
    const url = '/api/v1/books?category=Cache%20Tests';
    const full = await eventually(
      () => get(url),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    const head = await ctx.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['cache-control']).toBe('public, no-cache');
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
    expect(head.body).toBe('');
  });

  it('leaves query parameters the route does not know out of the key', async () => {
    const first = await eventually(
      () => get('/api/v1/books?category=Cache%20Tests&u=1'),
      (response) => response.headers['x-cache'] === 'MISS' || response.headers['x-cache'] === 'HIT',
    );
    expect(first.statusCode).toBe(200);
    for (const url of ['/api/v1/books?category=Cache%20Tests&u=2', '/api/v1/books?u=3&category=Cache%20Tests&v=x']) {
      const again = await eventually(
        () => get(url),
        (response) => response.headers['x-cache'] === 'HIT',
      );
      expect(again.headers['x-cache'], url).toBe('HIT');
      expect(again.body).toBe(first.body);
    }
    const bare = await eventually(
      () => get('/api/v1/reviews'),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect((await get('/api/v1/reviews?nonce=42')).headers['x-cache']).toBe('HIT');
    expect(bare.statusCode).toBe(200);
  });

  it('is not emptied by writes that do not touch the catalogue (a contact message, a gateway callback)', async () => {
    const url = '/api/v1/books?category=Cache%20Tests&limit=3';
    expect(
      (
        await eventually(
          () => get(url),
          (response) => response.headers['x-cache'] === 'HIT',
        )
      ).headers['x-cache'],
    ).toBe('HIT');
    const contact = await ctx.request({
      method: 'POST',
      url: '/api/v1/contacts',
      payload: {
        name: 'Visitor',
        phone: '+8801700000000',
        email: 'visitor@example.com',
        address: 'Dhaka',
        message: 'Hello',
      },
    });
    expect(contact.statusCode).toBe(201);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const callback = await ctx.request({
      method: 'POST',
      url: '/api/v1/ssl/fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tran_id=NO-SUCH&status=FAILED',
    });
    expect(callback.statusCode).toBe(303);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
  });

  it('answers a search page past the count cap with the count alone', async () => {
    const deep = await get('/api/v1/books?search=cached&page=5000&limit=100');
    expect(deep.statusCode).toBe(200);
    expect(deep.json().data).toMatchObject({ result: [], page: 5000 });
  });

  it('never caches what is not a public catalogue read', async () => {
    const missing = await get('/api/v1/books/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    const health = await get('/api/v1/health');
    expect(health.headers['x-cache']).toBeUndefined();
  });
});

// Two API processes on one PostgreSQL: a change written through one is seen at once through the other.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('catalogue cache across processes (PostgreSQL)', () => {
  let ctx: TestContext;
  let appA: FastifyInstance;
  let other: { app: FastifyInstance; database: Database };
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestContext();
    // A second, independent app on its own database that both apps then share: the first context's database.
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `boipoka_cache_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const first = await openPostgres(url.toString(), 3);
    const second = await openPostgres(url.toString(), 3);
    appA = await buildApp({ config: ctx.config, database: first, identity: ctx.identity, logger: false });
    const appB = await buildApp({ config: ctx.config, database: second, identity: ctx.identity, logger: false });
    other = { app: appB, database: second };
    await insertBooks(first.db, [bookFixture({ name: 'Shared Shelf', category: 'Two Processes' })]);
    dropDatabase = async () => {
      await appA.close();
      await appB.close();
      await first.close();
      await second.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  });
  afterAll(async () => {
    await dropDatabase();
    await ctx.close();
  });

  it('a write through one process invalidates the other process’s answers', async () => {
    const url = '/api/v1/books?category=Two%20Processes';
    const a = appA;
    expect((await a.inject(url)).json().data.totalBooks).toBe(1);
    const cached = await eventually(
      () => a.inject(url),
      (response) => response.headers['x-cache'] === 'HIT',
    );
    expect(cached.headers['x-cache']).toBe('HIT');

    await insertBooks(other.database.db, [bookFixture({ name: 'Shared Shelf Two', category: 'Two Processes' })]);
    const seen = await eventually(
      () => a.inject(url),
      (response) => response.json().data.totalBooks === 2,
    );
    expect(seen.json().data.totalBooks).toBe(2);
  });
});
