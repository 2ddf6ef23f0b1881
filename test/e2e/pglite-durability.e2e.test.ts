/**
 * The embedded database (PGlite) under `npm start` (issue 27, point 8): killed with SIGKILL right after a payment,
 * ten times, every paid order is there after the next start; `npm run backup` while the shop runs writes a dump
 * that `npm start -- --restore FILE` brings back. No emulator: a non-demo Firebase project id and access tokens
 * signed with the data folder's generated secret, as the API signs them after a sign-in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token';
import { spawnShop, waitForHealthy, type ShopProcess } from './shop-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT || 3200) + 7;
const KILLS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-durability-'));
const env = {
  PORT,
  FIREBASE_EMULATOR_PORT: Number(process.env.E2E_EMULATOR_PORT || 9299) + 7,
  DATA_DIR: dataDir,
  FIREBASE_PROJECT_ID: 'boipoka-durability',
  LOG_LEVEL: 'warn',
};
const base = `http://127.0.0.1:${PORT}`;
let shop: ShopProcess | null = null;
let token = '';
let bookIds: string[] = [];

async function start(args: string[] = []) {
  shop = spawnShop(env, args);
  await waitForHealthy(shop, 90_000);
  return shop;
}

async function kill() {
  shop!.child.kill('SIGKILL');
  await shop!.exited;
  shop = null;
}

/** Reads the stopped shop's database directly. */
async function withDatabase<T>(read: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

function parsePostBack(html: string) {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/<form id="postback" method="post" action="([^"]*)"/.exec(html)![1]);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(match[1])] = unescape(match[2]);
  return { action, fields };
}

/** A whole payment through the local sandbox gateway; resolves once the shop has answered the success POST-back. */
async function pay(bookId: string): Promise<string> {
  const init = await fetch(`${base}/api/v1/ssl/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ book_id: bookId, cus_phone: '+8801711000000', cus_add1: 'House 1, Road 2, Dhaka' }),
  });
  expect(init.status, await init.clone().text()).toBe(200);
  const { url, tran_id: tranId } = (await init.json()) as { url: string; tran_id: string };
  const gateway = new URL(url);
  const chosen = await fetch(`${base}${gateway.pathname}${gateway.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=card',
  });
  const { action, fields } = parsePostBack(await chosen.text());
  const target = new URL(action);
  const back = await fetch(`${base}${target.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  expect(back.headers.get('location')).toContain('/ssl-payment-success');
  return tranId;
}

async function paidTranIds(): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/orders/mine`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { result: { tran_id: string }[] } }).data.result.map(
    (order) => order.tran_id,
  );
}

describe('the embedded database under npm start', () => {
  beforeAll(async () => {
    await start();
    await shop!.stop();
    shop = null;
    const secret = (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string })
      .jwtSecret;
    const found = await withDatabase(async (db) => {
      const customer = (
        await db.query<{ id: string; email: string }>(
          "SELECT id, email FROM users WHERE email = 'customer@boipoka.test'",
        )
      ).rows[0];
      const books = (
        await db.query<{ id: string }>(
          `SELECT id FROM books WHERE stock > 0 AND id NOT IN (SELECT book_id FROM orders WHERE user_id = $1 AND book_id IS NOT NULL) ORDER BY created_at LIMIT $2`,
          [customer.id, KILLS + 3],
        )
      ).rows.map((row) => row.id);
      return { customer, books };
    });
    token = await signAccessToken(
      { userId: found.customer.id, email: found.customer.email },
      new TextEncoder().encode(secret),
      900,
    );
    bookIds = found.books;
    expect(bookIds.length).toBe(KILLS + 3);
  }, 180_000);

  afterAll(async () => {
    if (shop) await kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every paid order when npm start is killed with SIGKILL right after the payment, ${KILLS} times`, async () => {
    const paid: string[] = [];
    for (let round = 0; round < KILLS; round += 1) {
      await start();
      // Every payment acknowledged before an earlier kill is still there.
      expect(await paidTranIds()).toEqual(expect.arrayContaining(paid));
      paid.push(await pay(bookIds[round]));
      await kill();
    }
    const stored = await withDatabase(
      async (db) =>
        (
          await db.query<{ tran_id: string; payment_status: string }>(
            'SELECT tran_id, payment_status FROM orders WHERE tran_id = ANY($1)',
            [paid],
          )
        ).rows,
    );
    expect(stored.map((row) => row.tran_id).sort()).toEqual([...paid].sort());
    expect(stored.every((row) => row.payment_status === 'paid')).toBe(true);
  }, 600_000);

  it('npm run backup writes a dump while the shop runs; npm start -- --restore FILE brings it back', async () => {
    await start();
    const before = await pay(bookIds[KILLS]);
    const file = path.join(dataDir, 'backups', 'shop.tar.gz');
    const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(100_000);
    // The shop answered the backup without stopping.
    expect(shop!.child.exitCode).toBeNull();
    const after = await pay(bookIds[KILLS + 1]);
    expect(await paidTranIds()).toEqual(expect.arrayContaining([before, after]));
    await shop!.stop();

    await start(['--restore', file]);
    expect(shop!.output()).toContain('restored the database from');
    const restored = await paidTranIds();
    expect(restored).toContain(before);
    expect(restored).not.toContain(after);
    const books = (await (await fetch(`${base}/api/v1/books?limit=1`)).json()) as { data: { totalBooks: number } };
    expect(books.data.totalBooks).toBeGreaterThan(50);
    // The database it replaced is kept beside it.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await shop!.stop();
    shop = null;
  }, 300_000);
});
