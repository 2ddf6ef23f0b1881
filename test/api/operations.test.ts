/**
 * Running it as an operator does: readiness and health, 503 with Retry-After while PostgreSQL is away and recovery
 * without a restart, migrations once when two processes start together on an empty database, and a graceful
 * shutdown that answers the request in flight.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { firebaseIdentity } from '../../server/auth/identity';
import { createTestContext, type TestContext } from './helpers';
import { bookFixture, insertBooks } from './fixtures';
import { CuttableTcpPath, freePort, spawnApi, stopApi, type ApiProcess } from './process-helpers';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.info('operations: the PostgreSQL outage and two-process migration tests are skipped on PGlite');

describe('readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('says ready, and the health check says the process lives', async () => {
    const ready = await ctx.request({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const health = await ctx.request({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('a process still preparing its database answers 503 with Retry-After, but to /health and /ready', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      identity: ctx.identity,
      logger: false,
      renderPage: null,
      starting: true,
    });
    try {
      const books = await app.inject({ method: 'GET', url: '/api/v1/books' });
      expect(books.statusCode).toBe(503);
      expect(books.headers['retry-after']).toBe('5');
      const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      app.markReady();
      expect((await app.inject({ method: 'GET', url: '/api/v1/books' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!baseUrl)('PostgreSQL goes away and comes back', () => {
  it('answers 503 with Retry-After meanwhile (never 500), /ready says 503, and serves again by itself within 5 s', async () => {
    const name = `boipoka_outage_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const direct = new URL(baseUrl!);
    direct.pathname = `/${name}`;
    const seeding = await openPostgres(direct.toString(), 1);
    await insertBooks(seeding.db, [bookFixture({ name: 'Outage Proof' })]);
    await seeding.close();
    const relay = new CuttableTcpPath({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughRelay = new URL(direct);
    throughRelay.port = String(await relay.open());
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-outage-'));
    const database = await openPostgres(throughRelay.toString(), 3);
    const config = (await createConfig(tmp)) as Parameters<typeof buildApp>[0]['config'];
    const identity = firebaseIdentity(config.firebase);
    const app = await buildApp({ config, database, identity, logger: false, renderPage: null });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/v1/books' })).statusCode).toBe(200);
      await relay.cut();
      for (const url of ['/api/v1/books?search=outage', '/api/v1/books/categories', '/api/v1/reviews']) {
        const during = await app.inject({ method: 'GET', url });
        expect(during.statusCode, url).toBe(503);
        expect(during.headers['retry-after']).toBe('5');
      }
      expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ database: 'unavailable' });

      await relay.open();
      const back = Date.now();
      let status = 0;
      while (Date.now() - back < 5000) {
        status = (await app.inject({ method: 'GET', url: '/api/v1/books?search=proof' })).statusCode;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await identity.close();
      await database.close();
      await relay.cut();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createConfig(tmp: string) {
  const { loadConfig } = await import('../../server/config');
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    SPA_DIR: path.join(tmp, 'no-spa'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    LOG_LEVEL: 'silent',
  });
}

function commonEnv(tmp: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    SUPERADMIN_EMAIL: `ops-admin-${randomBytes(3).toString('hex')}@boipoka.test`,
    SPA_DIR: path.join(tmp, 'no-spa'),
    LOG_LEVEL: 'warn',
  };
}

describe.skipIf(!baseUrl)('two processes starting together on an empty database', () => {
  const name = `boipoka_migrate_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-migrate-'));
  const apis: ApiProcess[] = [];
  const admin = () => new pg.Client({ connectionString: baseUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => stopApi(api)));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('migrate and seed once (an advisory lock), and both serve', async () => {
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const env = { ...commonEnv(tmp), DATABASE_URL: url.toString() };
    const [portA, portB] = [await freePort(), await freePort()];
    const started = await Promise.allSettled([
      spawnApi({ ...env, PORT: String(portA), DATA_DIR: path.join(tmp, 'a') }),
      spawnApi({ ...env, PORT: String(portB), DATA_DIR: path.join(tmp, 'b') }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    for (const api of apis) {
      expect((await fetch(`${api.url}/api/v1/ready`)).status).toBe(200);
      expect((await fetch(`${api.url}/api/v1/books`)).status).toBe(200);
    }
    const database = await openPostgres(url.toString(), 1, { migrate: false });
    try {
      const journal = (await import('../../server/db/migrations/meta/_journal.json', { with: { type: 'json' } }))
        .default as { entries: unknown[] };
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const demoBooks = (await database.db.execute(
        sql`select count(*)::int as n, count(distinct name)::int as names from books`,
      )) as unknown as { rows: { n: number; names: number }[] };
      expect(demoBooks.rows[0].n).toBeGreaterThan(0);
      expect(demoBooks.rows[0].n).toBe(demoBooks.rows[0].names);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('graceful shutdown', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-shutdown-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('on SIGTERM, a request in flight gets its answer, later ones 503 with Retry-After, and the process exits 0', async () => {
    const api = await spawnApi({ ...commonEnv(tmp), PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'data') });
    try {
      const body = JSON.stringify({
        name: 'Rahim',
        phone: '+8801711000000',
        email: 'rahim@example.com',
        address: 'Dhaka',
        message: 'Still there?',
      });
      const half = Math.floor(body.length / 2);
      const socket = connect(api.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      // The request is in flight: its headers and half its body have arrived when SIGTERM comes.
      socket.write(
        `POST /api/v1/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(fetch(`${api.url}/api/v1/health`)).rejects.toThrow();
      // The rest of its body, and a second request pipelined behind it on the same connection: that one arrives
      // while the process drains, so it is refused with a 503 that says when to try again.
      socket.end(`${body.slice(half)}GET /api/v1/books HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(answer).toContain('"status":"Successful"');
      const refused = answer.slice(answer.indexOf('HTTP/1.1', 1));
      expect(refused).toMatch(/^HTTP\/1\.1 503 /);
      expect(refused).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(refused).toMatch(/\r\nconnection: close\r\n/i);
      expect(await api.exited).toBe(0);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
  }, 120_000);
});
