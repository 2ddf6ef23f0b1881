import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { bareSpaDir, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ SPA_DIR: bareSpaDir() });
});
afterAll(() => ctx.close());

describe('the server shell', () => {
  it('answers the health check', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const page = await ctx.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/books', '/api/v1/users/{email}', '/api/v1/health']),
    );
  });

  it('documents every route with its parameters, body and responses', async () => {
    const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
        >
      >;
    };
    const routes: [string, string, string[], boolean][] = [
      ['get', '/api/v1/health', [], false],
      ['get', '/api/v1/config', [], false],
      ['get', '/api/v1/books', ['query:search', 'query:category', 'query:page', 'query:limit', 'query:sort'], false],
      ['get', '/api/v1/books/categories', [], false],
      ['get', '/api/v1/books/{id}', ['path:id'], false],
      ['get', '/api/v1/books/{id}/related', ['path:id', 'query:limit'], false],
      ['get', '/api/v1/reviews', ['query:limit'], false],
      ['get', '/api/v1/orders/mine', ['query:limit'], false],
      ['get', '/api/v1/purchases', [], false],
      ['get', '/api/v1/users', ['query:page', 'query:limit', 'query:search'], false],
      ['put', '/api/v1/users/{email}', ['path:email'], true],
      ['get', '/api/v1/users/{email}', ['path:email'], false],
      ['get', '/api/v1/users/isAdmin/{email}', ['path:email'], false],
      ['put', '/api/v1/users/admin/{email}', ['path:email'], false],
      ['put', '/api/v1/users/admin/remove/{email}', ['path:email'], false],
      ['delete', '/api/v1/users/{id}', ['path:id'], false],
      ['post', '/api/v1/contacts', [], true],
      ['post', '/api/v1/images', [], false],
      ['get', '/api/v1/orders', ['query:page', 'query:limit', 'query:search', 'query:filter'], false],
      ['post', '/api/v1/orders/{id}/accept', ['path:id'], false],
      ['post', '/api/v1/orders/{id}/refunds', ['path:id'], true],
      ['patch', '/api/v1/orders/{id}', ['path:id'], true],
      ['put', '/api/v1/orders/{id}', ['path:id'], false],
      ['delete', '/api/v1/orders/{id}', ['path:id'], false],
      ['get', '/api/v1/checkout/{bookId}', ['path:bookId'], false],
      ['post', '/api/v1/ssl/init', [], true],
      ['post', '/api/v1/ssl/success', [], true],
      ['post', '/api/v1/ssl/fail', [], true],
      ['post', '/api/v1/ssl/cancel', [], true],
      ['post', '/api/v1/ssl/ipn', [], true],
      ['get', '/api/v1/admin/summary', [], false],
      ['post', '/api/v1/books', [], true],
      ['patch', '/api/v1/books/{id}', ['path:id'], true],
      ['delete', '/api/v1/books/{id}', ['path:id'], false],
      ['get', '/api/v1/contacts', ['query:page', 'query:limit'], false],
      ['delete', '/api/v1/contacts/{id}', ['path:id'], false],
      ['get', '/api/v1/books/{id}/stock', ['path:id'], false],
      [
        'get',
        '/api/v1/admin/audit',
        ['query:page', 'query:limit', 'query:admin', 'query:entity', 'query:entityId', 'query:from', 'query:to'],
        false,
      ],
      ['get', '/api/v1/admin/payments/findings', ['query:page', 'query:limit'], false],
      ['get', '/api/v1/admin/orders.csv', ['query:from', 'query:to'], false],
    ];
    for (const [method, route, parameters, hasBody] of routes) {
      const operation = spec.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort(), `${method} ${route}`).toEqual(
        [...parameters].sort(),
      );
      expect(Boolean(operation.requestBody), `${method} ${route} body`).toBe(hasBody);
      const ok = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      expect(ok, `${method} ${route} 2xx`).toBeDefined();
    }
  });

  it('hands the SPA its Firebase settings, pointing at the emulator here', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.json()).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-boipoka.firebaseapp.com', projectId: 'demo-boipoka' },
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    });
  });

  it('falls back to index.html for page routes but answers unknown API paths with JSON 404', async () => {
    const page = await ctx.request({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await ctx.request({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it("sends the pages' security headers with the shell, and a short set with JSON and the pages' files", async () => {
    const page = await ctx.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    const files = ['/assets/app.js', '/uploads/covers/a-cover.svg', '/hero/a-slide.svg', '/icons/an-icon.png'];
    for (const url of ['/api/v1/health', '/api/v1/books', '/api/v1/nope', ...files]) {
      const answer = await ctx.request({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(answer.headers['strict-transport-security'], url).toMatch(/max-age=/);
      expect(answer.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    const docs = await ctx.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a malformed JSON body with 400 and keeps serving', async () => {
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/v1/users/a@example.com',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      payload: '{"oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts/); // no stack traces
    expect((await ctx.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('configuration safety', () => {
  it('refuses production with the emulator host set', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(ConfigError);
  });

  it('refuses production without PUBLIC_URL; development uses the address it listens on', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(40),
      FIREBASE_PROJECT_ID: 'boipoka-live',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    const dev = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', DATA_DIR: ctx.tmpDir };
    expect(loadConfig({ ...dev, PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ ...dev, PORT: '4321', HOST: '192.168.1.5' }).publicUrl).toBe('http://192.168.1.5:4321');
  });

  it('refuses production without a JWT secret, and a demo project without the emulator', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'boipoka-prod' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-boipoka', DATA_DIR: ctx.tmpDir })).toThrow(/emulator/);
  });
});
