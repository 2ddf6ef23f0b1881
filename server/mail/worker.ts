/**
 * The outbox worker: every API process runs one. A pass claims a batch of due mails (FOR UPDATE SKIP LOCKED, so two
 * processes never claim the same row) by pushing their next attempt a lease ahead, commits, sends them over SMTP, and
 * marks each sent (once: `sent_at IS NULL` in the update). A failed send is retried with exponential backoff up to a
 * cap; a crashed worker's claim simply expires with its lease.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { SHOP_URL_TOKEN } from './templates';

export const MAIL_BATCH = 20;
/** A claimed mail is another worker's again after this long (longer than a send can take: SMTP timeouts are 20 s). */
export const LEASE_SECONDS = 120;
export const BACKOFF_BASE_SECONDS = 5;
export const BACKOFF_CAP_SECONDS = 30 * 60;
/** After this many failed attempts a mail is parked (next_attempt_at = infinity) for a person to look at. */
export const MAX_ATTEMPTS = 25;

export interface MailSender {
  send(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<void>;
  close(): void;
}

export function smtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A local catcher speaks plain SMTP; anything else gets STARTTLS when it offers it (nodemailer's default).
    ignoreTLS: url.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** Seconds until the next attempt after `attempts` failures: 5, 10, 20, … capped, with ±20% jitter. */
export function backoffSeconds(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface PassResult {
  sent: number;
  failed: number;
}

/** One pass: claim up to `batch` due mails, send them, record each outcome. */
export async function sendDueMails(
  db: Db,
  sender: MailSender,
  options: { from: string; shopUrl: string; batch?: number },
): Promise<PassResult> {
  const claimed = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), sql`${mailOutbox.nextAttemptAt} <= now()`))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(options.batch ?? MAIL_BATCH)
      .for('update', { skipLocked: true });
    return tx
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(sql`${mailOutbox.id} IN (${due})`)
      .returning();
  });
  const result: PassResult = { sent: 0, failed: 0 };
  for (const mail of claimed) {
    const fill = (body: string) => body.split(SHOP_URL_TOKEN).join(options.shopUrl);
    try {
      await sender.send({
        from: options.from,
        to: mail.toEmail,
        subject: mail.subject,
        html: fill(mail.html),
        text: fill(mail.text),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
      result.sent++;
    } catch (error) {
      const parked = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt: parked
            ? sql`'infinity'::timestamptz`
            : sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
          // The SMTP server's words, short; the address is not repeated in it by us.
          lastError: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
      result.failed++;
    }
  }
  return result;
}

/** The periodic pass in this API process (when SMTP_URL is set): started when the app is ready, stopped on close. */
export function registerMailWorker(app: FastifyInstance, makeSender: (smtpUrl: string) => MailSender = smtpSender) {
  const { smtpUrl, from, pollMs } = app.config.mail;
  if (!smtpUrl) {
    app.addHook('onReady', async () =>
      app.log.warn('SMTP_URL is not set: mails wait in the outbox until a server with SMTP_URL runs'),
    );
    return;
  }
  const sender = makeSender(smtpUrl);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let failing = false;
  const tick = () => {
    if (running) return;
    running = sendDueMails(app.db, sender, { from, shopUrl: app.config.publicUrl })
      .then(({ sent, failed }) => {
        // Counts only: no addresses or contents in the log.
        if (sent > 0 || failed > 0) app.log.info({ sent, failed }, 'mail: outbox pass');
        if (failed > 0 && !failing)
          app.log.warn('mail: the SMTP server refused or could not be reached; retrying with backoff');
        failing = failed > 0 && sent === 0;
      })
      .catch((error: Error) => app.log.error({ message: error.message }, 'mail: outbox pass failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    sender.close();
  });
}
