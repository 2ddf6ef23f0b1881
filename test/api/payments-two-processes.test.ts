/**
 * PostgreSQL only: two API processes on one database, 50 customers racing for the last copy. PGlite runs one
 * transaction at a time and one process per folder, so this test is skipped there (with a message).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token';
import { openPostgres, type Database } from '../../server/db/client';
import { books, orders } from '../../server/db/schema';
import { upsertUser } from '../../server/services/users';
import { bookFixture, insertBooks } from './fixtures';
import { freePort, spawnApi, stopApi, type ApiProcess } from './process-helpers';
import { parsePostBack } from './payments-helpers';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.info('payments-two-processes: skipped on PGlite (set TEST_DATABASE_URL to run it on PostgreSQL)');

describe.skipIf(!baseUrl)('two API processes on one PostgreSQL', () => {
  const name = `boipoka_race_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-race-'));
  let database: Database;
  let databaseUrl: string;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openPostgres(databaseUrl, 5);
    const common = {
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      SUPERADMIN_EMAIL: `race-admin-${randomBytes(3).toString('hex')}@boipoka.test`,
      SPA_DIR: path.join(tmp, 'no-spa'),
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first seeds the demo data, the second finds it seeded.
    apis.push(await spawnApi({ ...common, PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'a') }));
    apis.push(await spawnApi({ ...common, PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'b') }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await database?.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('50 customers race for the last copy: one gateway URL, 49 × 409; after paying, stock 0 and one paid order', async () => {
    const [book] = await insertBooks(database.db, [
      bookFixture({ name: 'The Last Copy', pricePaisa: 45_000, stock: 1 }),
    ]);
    const customers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const user = await upsertUser(database.db, {
          email: `racer-${i}-${randomBytes(3).toString('hex')}@example.com`,
          firebaseUid: null,
          superadminEmail: 'nobody@boipoka.test',
          displayName: `Racer ${i}`,
        });
        return {
          id: user.id,
          token: await signAccessToken(
            { userId: user.id, email: user.email },
            new TextEncoder().encode(jwtSecret),
            600,
          ),
        };
      }),
    );

    const answers = await Promise.all(
      customers.map(async (customer, i) => {
        const response = await fetch(`${apis[i % 2].url}/api/v1/ssl/init`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'Dhaka' }),
        });
        return {
          status: response.status,
          body: (await response.json()) as { url?: string; tran_id?: string; message?: string },
          via: i % 2,
        };
      }),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const [{ url: gatewayUrl, tran_id: tranId }] = winners.map((w) => w.body);
    expect(gatewayUrl).toMatch(/\/sandbox\/sslcommerz\/gwprocess\/v4\/gw\.php\?Q=PAY&SESSIONKEY=/);

    // Pay on the gateway page; the browser's POST-back goes to the OTHER process (any process can settle it).
    const page = await fetch(gatewayUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The Last Copy');
    const chosen = await fetch(gatewayUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=card',
    });
    const { action, fields } = parsePostBack(await chosen.text());
    const other = apis[1 - winners[0].via];
    const back = await fetch(`${other.url}${new URL(action).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/ssl-payment-success?tran_id=${tranId}`);

    const [after] = await database.db
      .select({ stock: books.stock, soldCount: books.soldCount })
      .from(books)
      .where(eq(books.id, book.id));
    expect(after).toEqual({ stock: 0, soldCount: 1 });
    const paid = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.bookId} = ${book.id} AND ${orders.paymentStatus} = 'paid'`);
    expect(paid[0].n).toBe(1);
    const all = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.bookId, book.id));
    expect(all[0].n).toBe(1);
  }, 120_000);
});
