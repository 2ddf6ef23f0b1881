/**
 * PostgreSQL only: two API processes share one outbox while the SMTP server is down, then up (maildev, started here on
 * its own ports). Every mail reaches the catcher exactly once. Skipped on PGlite (one process per database there).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { openPostgres, type Database } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema';
import { enqueueMail } from '../../server/mail/outbox';
import { freePort, freePorts, spawnApi, stopApi, type ApiProcess } from './process-helpers';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.info('mail-two-processes: skipped on PGlite (set TEST_DATABASE_URL to run it on PostgreSQL)');

const MAILS = 30;

describe.skipIf(!baseUrl)('the outbox with two API processes and an SMTP outage', () => {
  const name = `boipoka_mail_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-mail-'));
  let database: Database;
  let smtpPort: number;
  let uiPort: number;
  let catcher: MailCatcher | null = null;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 5);
    [smtpPort, uiPort] = await freePorts(2);
    const common = {
      DATABASE_URL: url.toString(),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      SUPERADMIN_EMAIL: `mail-admin-${randomBytes(3).toString('hex')}@boipoka.test`,
      SPA_DIR: path.join(tmp, 'no-spa'),
      LOG_LEVEL: 'warn',
      // Nothing listens there yet: the SMTP server is down.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '200',
    };
    apis.push(await spawnApi({ ...common, PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'a') }));
    apis.push(await spawnApi({ ...common, PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'b') }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await catcher?.stop();
    await database?.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('every mail arrives once when the SMTP server comes back', async () => {
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < MAILS; i++) {
      await enqueueMail(database.db, {
        kind: 'test',
        to: `reader${i}@example.com`,
        subject: `Outage ${tag} #${i}`,
        html: `<p>${i}</p>`,
        text: `${i}`,
        dedupeKey: `outage:${tag}:${i}`,
      });
    }
    // Both processes try while the server is down: every mail has failed at least once and none is marked sent.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await database.db
        .select({
          tried: sql<number>`count(*) FILTER (WHERE ${mailOutbox.attempts} > 0 AND ${mailOutbox.lastError} IS NOT NULL)::int`,
          sent: sql<number>`count(${mailOutbox.sentAt})::int`,
        })
        .from(mailOutbox);
      expect(row.sent).toBe(0);
      if (row.tried === MAILS) break;
      if (Date.now() > deadline) throw new Error(`only ${row.tried} of ${MAILS} mails were tried while SMTP was down`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    catcher = await startMailCatcher({
      smtpPort,
      uiPort,
      mailDir: path.join(tmp, 'mail'),
      logFile: path.join(tmp, 'maildev.log'),
    });
    const received = async () => {
      const list = (await (await fetch(catcher!.emailApi)).json()) as { subject: string; to: { address: string }[] }[];
      return list.filter((m) => m.subject.startsWith(`Outage ${tag}`));
    };
    // The backoff after one or two failures is 5–12 s: everything arrives well within a minute.
    const until = Date.now() + 60_000;
    while ((await received()).length < MAILS && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 500));
    // A little longer: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mails = await received();
    expect(mails).toHaveLength(MAILS);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(MAILS);
    expect(mails.find((m) => m.subject === `Outage ${tag} #7`)?.to[0].address).toBe('reader7@example.com');
    const [row] = await database.db
      .select({ unsent: sql<number>`count(*) FILTER (WHERE ${mailOutbox.sentAt} IS NULL)::int` })
      .from(mailOutbox);
    expect(row.unsent).toBe(0);
  }, 150_000);
});
