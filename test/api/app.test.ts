import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const spaDir = path.join(os.tmpdir(), `boipoka-spa-${process.pid}`);

beforeAll(async () => {
  mkdirSync(spaDir, { recursive: true });
  writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ SPA_DIR: spaDir });
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
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/api/v1/books', '/api/v1/users/{email}', '/api/v1/health']));
  });

  it('hands the SPA its Firebase settings, pointing at the emulator here', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.json()).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-boipoka.firebaseapp.com', projectId: 'demo-boipoka' },
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    });
  });

  it('falls back to index.html for page routes but answers unknown API paths with JSON 404', async () => {
    const page = await ctx.request({ method: 'GET', url: '/books/123', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await ctx.request({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a malformed JSON body with 400 and keeps serving', async () => {
    const response = await ctx.request({ method: 'PUT', url: '/api/v1/users/a@example.com', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, payload: '{"oops' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts/); // no stack traces
    expect((await ctx.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('configuration safety', () => {
  it('refuses production with the emulator host set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
  });

  it('refuses production without a JWT secret, and a demo project without the emulator', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'boipoka-prod' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-boipoka', DATA_DIR: ctx.tmpDir })).toThrow(/emulator/);
  });
});
