import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { portIsFree, spawnShop, waitForHealthy, type ShopProcess } from './shop-process';

const PORT = 3210;
const EMULATOR_PORT = 9310;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-lifecycle-'));
const started: ShopProcess[] = [];
const start = () => {
  const shop = spawnShop({ PORT, FIREBASE_EMULATOR_PORT: EMULATOR_PORT, DATA_DIR: dataDir });
  started.push(shop);
  return shop;
};

afterAll(async () => {
  for (const shop of started) await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const bookCount = async () =>
  (await fetch(`http://localhost:${PORT}/api/v1/books?limit=1`).then((r) => r.json())).data.totalBooks as number;

async function signUpInEmulator(email: string) {
  const response = await fetch(
    `http://127.0.0.1:${EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Lifecycle#1', returnSecureToken: true }),
    },
  );
  return response.ok;
}

async function canSignIn(email: string) {
  const response = await fetch(
    `http://127.0.0.1:${EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Lifecycle#1', returnSecureToken: true }),
    },
  );
  return response.ok;
}

describe('npm start lifecycle', () => {
  it('starts, refuses a second server on the same data, stops cleanly and keeps the data across restarts', async () => {
    const first = start();
    await waitForHealthy(first);
    expect(first.output()).toContain('customer@boipoka.test');
    const seededBooks = await bookCount();
    expect(seededBooks).toBeGreaterThanOrEqual(48);
    expect(await signUpInEmulator('lifecycle@example.com')).toBe(true);

    // A second server on the same PGlite folder refuses with a clear message.
    const second = spawnShop({ PORT: PORT + 1, FIREBASE_EMULATOR_PORT: EMULATOR_PORT + 10, DATA_DIR: dataDir });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already open by another Boipoka server/);

    // Ctrl-C stops the server and the emulator: nothing left on either port.
    expect(await first.stop()).toBe(0);
    expect(await portIsFree(PORT)).toBe(true);
    expect(await portIsFree(EMULATOR_PORT)).toBe(true);

    // The second start finds the same data: books not seeded twice, the signed-up account still there.
    const again = start();
    await waitForHealthy(again);
    expect(again.output()).not.toContain('demo data seeded');
    expect(await bookCount()).toBe(seededBooks);
    expect(await canSignIn('lifecycle@example.com')).toBe(true);
    expect(await again.stop()).toBe(0);
  });
});

describe('npm start on PostgreSQL (DATABASE_URL)', () => {
  const baseUrl = process.env.E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `boipoka_e2e_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-lifecycle-pg-'));

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  });

  it('seeds once, serves the catalogue and keeps it across a restart', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const env = { PORT, FIREBASE_EMULATOR_PORT: EMULATOR_PORT, DATA_DIR: pgDataDir, DATABASE_URL: url.toString() };
    const first = spawnShop(env);
    started.push(first);
    await waitForHealthy(first);
    expect(first.output()).toContain('PostgreSQL (DATABASE_URL)');
    const seededBooks = await bookCount();
    expect(seededBooks).toBeGreaterThanOrEqual(48);
    expect(await first.stop()).toBe(0);
    expect(await portIsFree(PORT)).toBe(true);

    const again = spawnShop(env);
    started.push(again);
    await waitForHealthy(again);
    expect(await bookCount()).toBe(seededBooks);
    expect(await again.stop()).toBe(0);
  });
});
