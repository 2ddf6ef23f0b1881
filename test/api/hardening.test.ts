/**
 * Issue 8: the SPA at `/` for every client, access-token lifetime, CORS, CSP, TRUST_PROXY, logs without personal data,
 * seeded avatars.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig, parseTrustProxy } from '../../server/config';
import { users } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { logDestination, loggerOptions } from '../../server/logging';
import { bareSpaDir, createTestContext, SUPERADMIN_EMAIL, uniqueEmail, type TestContext } from './helpers';
import { verifyAndSignIn } from './accounts-helpers';

const contact = (n: number) => ({
  name: `Sender ${n}`,
  phone: '+8801700000000',
  email: `sender${n}@example.com`,
  address: 'Dhaka',
  message: 'Hello',
});

/** Another app instance on the same database as `ctx` (as a second API process would be). */
async function secondApp(
  ctx: TestContext,
  options: { env?: Record<string, string>; logger?: Parameters<typeof buildApp>[0]['logger'] } = {},
) {
  const config = { ...ctx.config, ...(options.env ? loadConfig({ ...configEnv(ctx), ...options.env }) : {}) };
  const app = await buildApp({
    config,
    database: { ...ctx.database, close: async () => {} },
    identity: ctx.identity,
    logger: options.logger ?? false,
  });
  return app;
}

function configEnv(ctx: TestContext): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: ctx.tmpDir,
    SPA_DIR: ctx.config.spaDir,
    JWT_SECRET: 'x'.repeat(40),
    FIREBASE_AUTH_EMULATOR_HOST: ctx.config.firebase.emulatorHost ?? '',
    SUPERADMIN_EMAIL,
    LOG_LEVEL: 'silent',
  };
}

describe('the SPA shell at / for every client (history fallback)', () => {
  let ctx: TestContext;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = bareSpaDir();
    mkdirSync(path.join(spaDir, 'assets'));
    writeFileSync(path.join(spaDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(spaDir, 'sw.js'), 'self.skipWaiting()');
    ctx = await createTestContext({ SPA_DIR: spaDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it.each([
    ['/', { accept: '*/*' }],
    ['/', {}],
    ['/', { accept: 'application/json' }],
    ['/book/0b4c1f8e-3c1a-4a7e-9a55-9a8f6c0d1e2f', { accept: '*/*' }],
    ['/dashboard/manage-users?page=2', {}],
  ])('GET %s with headers %j serves index.html, no-cache', async (url, headers) => {
    const response = await ctx.request({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("sends a built file the short Content-Security-Policy, and the service worker the pages'", async () => {
    const asset = await ctx.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // A worker's policy is the one its script is served with.
    const worker = await ctx.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('serves built assets, and answers missing assets, uploads and API paths with a JSON 404', async () => {
    const asset = await ctx.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    for (const url of [
      '/assets/nope.js',
      '/favicon-missing.ico',
      '/uploads/images/nope.webp',
      '/uploads/covers/nope.svg',
      '/hero/nope',
      '/icons/',
      '/api/v1/nope',
      '/api/nope',
    ]) {
      for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html' }]) {
        const response = await ctx.request({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ statusCode: 404 });
      }
    }
    const post = await ctx.request({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('access tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const token = (userId: string, email: string, iat: number, exp: number, secret = ctx.config.jwtSecret) =>
    new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('boipoka')
      .setAudience('boipoka-api')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret);

  it('lives 15 minutes by default (ACCESS_TOKEN_TTL)', async () => {
    expect(ctx.config.accessTokenTtlSeconds).toBe(900);
    const email = uniqueEmail('ttl');
    await ctx.firebaseSignUp(email);
    const idToken = await verifyAndSignIn(email);
    const response = await ctx.request({ method: 'PUT', url: `/api/v1/users/${email}`, token: idToken, payload: {} });
    expect(response.statusCode).toBe(200);
    const { iat, exp } = decodeJwt(response.json().data.accessToken);
    expect(exp! - iat!).toBe(900);
  });

  it('refuses a token issued in the future or living longer than the configured TTL', async () => {
    const user = await ctx.userWithRole('user');
    const now = Math.floor(Date.now() / 1000);
    const ok = await ctx.request({
      method: 'GET',
      url: '/api/v1/orders/mine',
      token: await token(user.id, user.email, now, now + 600),
    });
    expect(ok.statusCode).toBe(200);
    const future = await ctx.request({
      method: 'GET',
      url: '/api/v1/orders/mine',
      token: await token(user.id, user.email, now + 3600, now + 3600 + 600),
    });
    expect(future.statusCode).toBe(401);
    const tooLong = await ctx.request({
      method: 'GET',
      url: '/api/v1/orders/mine',
      token: await token(user.id, user.email, now, now + 7200),
    });
    expect(tooLong.statusCode).toBe(401);
    const noIat = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('boipoka')
      .setAudience('boipoka-api')
      .setExpirationTime(now + 600)
      .sign(ctx.config.jwtSecret);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: noIat })).statusCode).toBe(401);
  });
});

describe('CORS_ORIGINS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CORS_ORIGINS: 'https://shop.example' });
  });
  afterAll(() => ctx.close());

  it('sends Vary: Origin on every API response, allowed origin, foreign origin or none', async () => {
    for (const headers of [{}, { origin: 'https://shop.example' }, { origin: 'https://evil.example' }]) {
      const response = await ctx.request({ method: 'GET', url: '/api/v1/health', headers });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    }
    const missing = await ctx.request({ method: 'GET', url: '/api/v1/nope' });
    expect(String(missing.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('answers a preflight from a foreign origin with a clear 403, and one from an allowed origin with 204', async () => {
    const preflight = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    const foreign = await ctx.request({
      method: 'OPTIONS',
      url: '/api/v1/contacts',
      headers: { ...preflight, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/not allowed/) });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await ctx.request({
      method: 'OPTIONS',
      url: '/api/v1/contacts',
      headers: { ...preflight, origin: 'https://shop.example' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
  });
});

describe('Content-Security-Policy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

  it('loads no Google scripts with the Auth emulator', async () => {
    const response = await ctx.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(scriptSrc(csp)).toMatch(/'self'/);
    expect(scriptSrc(csp)).not.toMatch(/apis\.google\.com|gstatic/);
  });

  it('allows them with a real Firebase project', async () => {
    const env = { ...configEnv(ctx), FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_PROJECT_ID: 'boipoka-live' };
    const app = await secondApp(ctx, { env });
    try {
      expect(app.config.firebase.emulatorHost).toBeNull();
      const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(scriptSrc(String(response.headers['content-security-policy']))).toMatch(/https:\/\/apis\.google\.com/);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('parses a hop count or a list of proxies, trusts none by default, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,::1')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(ConfigError);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(ConfigError);
    expect(
      loadConfig({
        ...baseEnv(),
        NODE_ENV: 'production',
        JWT_SECRET: 'y'.repeat(40),
        FIREBASE_PROJECT_ID: 'boipoka-live',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        SSLCOMMERZ_STORE_ID: 'store',
        SSLCOMMERZ_STORE_PASSWORD: 'secret',
        PUBLIC_URL: 'https://shop.example',
      }).trustProxy,
    ).toBe(false);
  });

  it('without it, rotating X-Forwarded-For does not give a new rate-limit budget', async () => {
    const ctx = await createTestContext({ CONTACT_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++) {
        const response = await ctx.request({
          method: 'POST',
          url: '/api/v1/contacts',
          payload: contact(n),
          headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('with one trusted hop, each client behind the proxy has its own budget', async () => {
    const ctx = await createTestContext({ CONTACT_RATE_LIMIT: '1', TRUST_PROXY: '1' });
    try {
      const send = (ip: string) =>
        ctx.request({
          method: 'POST',
          url: '/api/v1/contacts',
          payload: contact(1),
          headers: { 'x-forwarded-for': ip },
        });
      expect((await send('203.0.113.1')).statusCode).toBe(201);
      expect((await send('203.0.113.2')).statusCode).toBe(201);
      expect((await send('203.0.113.1')).statusCode).toBe(429);
      // A spoofed left-most entry does not help: the address the trusted proxy saw is the client.
      expect((await send('198.51.100.7, 203.0.113.1')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

function baseEnv(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    JWT_SECRET: 'z'.repeat(40),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
  };
}

describe('logs carry no personal data', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const lines: string[] = [];
  const email = `karim.ahmed.${randomBytes(3).toString('hex')}@example.com`;
  beforeAll(async () => {
    ctx = await createTestContext();
    app = await secondApp(ctx, {
      logger: { ...loggerOptions({ logLevel: 'info' }), stream: { write: (line: string) => void lines.push(line) } },
    });
    // A handler whose query fails with the person's data in its parameters (and PostgreSQL's detail).
    app.put('/api/v1/__test/people/:email', async (request) => {
      const { email: address } = request.params as { email: string };
      const person = { email: address, displayName: 'Karim Ahmed', phoneNumber: '+8801711223344' };
      await app.db.insert(users).values(person);
      await app.db.insert(users).values(person); // unique violation
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('redacts the parameters and detail of a failed query and e-mails in URLs', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/__test/people/${encodeURIComponent(email)}?phone=8801711223344`,
      payload: { name: 'Karim Ahmed' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toMatch(/request failed|"level":50/);
    expect(log).toMatch(/users_email_key|duplicate key/);
    for (const secret of ['karim', 'Karim', '8801711223344', email, encodeURIComponent(email)])
      expect(log).not.toContain(secret);
  });
});

describe('the request log', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    app = await secondApp(ctx, {
      logger: { ...loggerOptions({ logLevel: 'info' }), stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('has one line per API answer, cached or not: method, path without its query, status, time', async () => {
    const email = uniqueEmail('logged');
    for (const url of [
      '/api/v1/books?search=river&page=2',
      '/api/v1/books?search=river&page=2',
      `/api/v1/users/${encodeURIComponent(email)}?x=1`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(logged).toHaveLength(3);
    expect(logged.slice(0, 2).map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/api/v1/books', status: 200 },
      { method: 'GET', url: '/api/v1/books', status: 200 },
    ]);
    expect(logged[2].url).toBe('/api/v1/users/[email]');
    for (const line of logged) expect(typeof line.ms).toBe('number');
    expect(lines.join('\n')).not.toContain(email.split('@')[0]);
  });

  it("production's destination writes a turn's lines together, when the turn ends", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const destination = logDestination(fd);
      destination.write('{"msg":"one"}\n');
      destination.write('{"msg":"two"}\n');
      expect(readFileSync(file, 'utf8')).toBe('');
      await new Promise((resolve) => setImmediate(resolve));
      expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
      // Once 8 kB are waiting they go out at once.
      const long = `{"msg":"${'x'.repeat(9000)}"}\n`;
      destination.write(long);
      expect(readFileSync(file, 'utf8')).toHaveLength(28 + long.length);
      // Every app builds a destination: they share one exit listener instead of adding one each.
      const listeners = process.listenerCount('exit');
      for (let i = 0; i < 20; i++) logDestination(fd).write('{"msg":"again"}\n');
      expect(process.listenerCount('exit')).toBeLessThanOrEqual(Math.max(listeners, 1) + 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(readFileSync(file, 'utf8').match(/again/g)).toHaveLength(20);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeded reviewer avatars', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('do not reveal any part of the e-mail address in the file name', async () => {
    await seedDemoData(ctx.db, { uploadsDir: path.join(ctx.tmpDir, 'uploads'), superadminEmail: SUPERADMIN_EMAIL });
    const rows = await ctx.db
      .select({ email: users.email, photoUrl: users.photoUrl })
      .from(users)
      .where(like(users.photoUrl, '/uploads/avatars/%'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const file = path.basename(row.photoUrl!).toLowerCase();
      const pieces = row.email
        .split('@')[0]
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((piece) => piece.length >= 3);
      for (const piece of pieces) expect(file, `${row.email} → ${file}`).not.toContain(piece);
    }
    const [someone] = await ctx.db.select().from(users).where(eq(users.email, rows[0].email));
    expect(someone.photoUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{16,}\.svg$/);
  });
});
