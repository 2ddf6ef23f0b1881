/**
 * PostgreSQL only: two API processes on one database refunding the same order at once — one refund, never more than
 * was paid — and the periodic pass of both processes settling it once.
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
import { auditLog, books, orders, refunds, sslcommerzSandboxRefunds, users } from '../../server/db/schema';
import { upsertUser } from '../../server/services/users';
import { freePort, spawnApi, stopApi, type ApiProcess } from './process-helpers';
import { bookFixture, insertBooks } from './fixtures';
import { parsePostBack } from './payments-helpers';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.info('refunds-two-processes: skipped on PGlite (set TEST_DATABASE_URL to run it on PostgreSQL)');

describe.skipIf(!baseUrl)('two API processes refunding one order', () => {
  const name = `boipoka_refund_race_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-refund-race-'));
  let database: Database;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 5);
    const common = {
      DATABASE_URL: url.toString(),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      SUPERADMIN_EMAIL: `refund-race-${randomBytes(3).toString('hex')}@boipoka.test`,
      SPA_DIR: path.join(tmp, 'no-spa'),
      LOG_LEVEL: 'warn',
    };
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

  const tokenFor = async (email: string, role: 'user' | 'admin') => {
    const user = await upsertUser(database.db, {
      email,
      firebaseUid: null,
      superadminEmail: 'nobody@boipoka.test',
      displayName: email,
    });
    if (role === 'admin') await database.db.update(users).set({ role }).where(eq(users.id, user.id));
    return {
      id: user.id,
      token: await signAccessToken({ userId: user.id, email: user.email }, new TextEncoder().encode(jwtSecret), 600),
    };
  };

  it('20 requests (10 replaying one key, 10 with their own keys, full amount) across both: one refund, settled once', async () => {
    const [book] = await insertBooks(database.db, [bookFixture({ name: 'Refund Race', pricePaisa: 45_000, stock: 2 })]);
    const buyer = await tokenFor(`buyer-${randomBytes(3).toString('hex')}@example.com`, 'user');
    const admin = await tokenFor(`admin-${randomBytes(3).toString('hex')}@example.com`, 'admin');
    const init = await fetch(`${apis[0].url}/api/v1/ssl/init`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'Dhaka' }),
    });
    const { url: gatewayUrl, tran_id: tranId } = (await init.json()) as { url: string; tran_id: string };
    const chosen = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=card',
    });
    const { action, fields } = parsePostBack(await chosen.text());
    await fetch(`${apis[1].url}${new URL(action).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.tranId, tranId));
    expect(order.paymentStatus).toBe('paid');

    const sharedKey = `race-${randomBytes(6).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${apis[i % 2].url}/api/v1/orders/${order.id}/refunds`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            amountPaisa: order.totalAmountPaisa,
            reason: 'Race',
            idempotencyKey: i < 10 ? sharedKey : `own-${i}-${randomBytes(4).toString('hex')}`,
          }),
        });
        return { status: response.status, body: (await response.json()) as { data?: { id: string } } };
      }),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(new Set(ok.map((a) => a.body.data!.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const rows = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(sslcommerzSandboxRefunds)
        .where(eq(sslcommerzSandboxRefunds.bankTranId, order.bankTranId!)),
    ).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toHaveLength(1);

    // Both processes' periodic passes (every 5 s) ask about it; it is applied once.
    await database.db.update(sslcommerzSandboxRefunds).set({ createdAt: sql`now() - interval '1 hour'` });
    await database.db
      .update(refunds)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(refunds.orderId, order.id));
    const deadline = Date.now() + 30_000;
    let settled = rows[0];
    while (settled.status !== 'success' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      [settled] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    }
    expect(settled.status).toBe('success');
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundedPaisa: order.totalAmountPaisa });
    const [copy] = await database.db
      .select({ stock: books.stock, soldCount: books.soldCount })
      .from(books)
      .where(eq(books.id, book.id));
    expect(copy).toEqual({ stock: 2, soldCount: 0 });
  }, 120_000);
});
