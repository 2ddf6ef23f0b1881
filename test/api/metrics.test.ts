/** Prometheus metrics: behind METRICS_TOKEN or on METRICS_PORT, with route templates and outcomes as labels only. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../server/mail/outbox';
import { createTestContext, type TestContext } from './helpers';
import { bookFixture, insertBooks } from './fixtures';
import { freePort } from './process-helpers';

const TOKEN = randomBytes(16).toString('hex');

describe('metrics behind METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  const scrape = (token: string | null = TOKEN) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses a scrape without the token, or with another', async () => {
    expect((await scrape(null)).statusCode).toBe(401);
    expect((await scrape('x'.repeat(32))).statusCode).toBe(401);
  });

  it('counts requests by route template and status, cache hits and misses, payments by outcome, the outbox backlog', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'Counted' })]);
    // The fixture's own NOTIFY may keep the first answers out of the cache: ask until one is served from it.
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/books/${book.id}` });
      if (response.headers['x-cache'] === 'HIT') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await ctx.request({ method: 'GET', url: '/api/v1/users/someone.private@example.com' });
    await ctx.request({
      method: 'POST',
      url: '/api/v1/ssl/fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tran_id=NO-SUCH-ORDER&status=FAILED',
    });
    await enqueueMail(ctx.db, {
      kind: 'test',
      to: 'reader@example.com',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/v1\/books\/:id",method="GET",status_code="200"\} [2-9]/,
    );
    expect(text).toMatch(/catalogue_cache_requests_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/catalogue_cache_requests_total\{result="hit"\} 1\n/);
    expect(text).toMatch(/payments_total\{outcome="unknown_order",callback="fail"\} 1/);
    expect(text).toMatch(/mail_outbox_backlog 1/);
    if (ctx.engine === 'postgres') expect(text).toMatch(/db_pool_clients\{state="waiting"\} 0/);
    // No personal data in labels: no address, no id.
    expect(text).not.toContain('someone.private');
    expect(text).not.toContain(book.id);
  });
});

describe('metrics on their own port', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestContext({ METRICS_PORT: String(port) });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  it('are served there and not by the shop', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_request_duration_seconds');
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
