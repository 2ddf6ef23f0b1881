import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { enqueueMail } from '../../server/mail/outbox';
import { SHOP_URL_TOKEN } from '../../server/mail/templates';
import {
  BACKOFF_CAP_SECONDS,
  MAX_ATTEMPTS,
  backoffSeconds,
  sendDueMails,
  type MailSender,
} from '../../server/mail/worker';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(mailOutbox);
});

const options = { from: 'Boipoka <no-reply@boipoka.test>', shopUrl: 'https://shop.example' };

function fakeSender(fail: () => boolean = () => false) {
  const sent: { to: string; subject: string; html: string; text: string }[] = [];
  const sender: MailSender = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail()) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      sent.push(mail);
    },
    close() {},
  };
  return { sender, sent };
}

const mail = (i: number) => ({
  kind: 'test',
  to: `reader${i}@example.com`,
  subject: `Mail ${i}`,
  html: `<a href="${SHOP_URL_TOKEN}/x">x</a>`,
  text: `${SHOP_URL_TOKEN}/x`,
  dedupeKey: `test:${i}`,
});
const rows = () => ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('the mail outbox worker', () => {
  it('sends a due mail once, with the shop address filled in, and marks it sent', async () => {
    await enqueueMail(ctx.db, mail(1));
    await enqueueMail(ctx.db, mail(1)); // the same dedupe key: still one mail
    const { sender, sent } = fakeSender();
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      {
        from: options.from,
        to: 'reader1@example.com',
        subject: 'Mail 1',
        html: '<a href="https://shop.example/x">x</a>',
        text: 'https://shop.example/x',
      },
    ]);
    const [row] = await rows();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('a failed send waits with exponential backoff (capped), then succeeds once', async () => {
    await enqueueMail(ctx.db, mail(2));
    let down = true;
    const { sender, sent } = fakeSender(() => down);
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED 127.0.0.1:1' });
    const wait = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(3);
    expect(wait).toBeLessThan(7);
    // Not due yet: nothing is tried.
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 0, failed: 0 });
    down = false;
    await ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 1, failed: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);

    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, () => 0.5))).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(40, () => 1)).toBe(Math.round(BACKOFF_CAP_SECONDS * 1.2));
  });

  it('parks a mail after the last attempt', async () => {
    await enqueueMail(ctx.db, mail(3));
    await ctx.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    const { sender } = fakeSender(() => true);
    await sendDueMails(ctx.db, sender, options);
    const [row] = await ctx.db
      .select({ parked: sql<boolean>`${mailOutbox.nextAttemptAt} = 'infinity'::timestamptz` })
      .from(mailOutbox);
    expect(row.parked).toBe(true);
  });

  it('passes running at once (as in two processes) send each mail exactly once', async () => {
    for (let i = 0; i < 40; i++) await enqueueMail(ctx.db, mail(100 + i));
    const { sender, sent } = fakeSender();
    const passes = await Promise.all(
      Array.from({ length: 4 }, () => sendDueMails(ctx.db, sender, { ...options, batch: 15 })),
    );
    let total = passes.reduce((n, pass) => n + pass.sent, 0);
    for (let i = 0; i < 5 && total < 40; i++) total += (await sendDueMails(ctx.db, sender, options)).sent;
    expect(total).toBe(40);
    expect(new Set(sent.map((m) => m.subject)).size).toBe(40);
    expect(sent).toHaveLength(40);
    const [unsent] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} IS NULL`);
    expect(unsent.n).toBe(0);
  });

  it('a claim that outlived its lease (a crashed worker) is taken again', async () => {
    await enqueueMail(ctx.db, mail(4));
    // As a worker that claimed it and died: attempts counted, the lease (next_attempt_at) now past.
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.dedupeKey, 'test:4'));
    const { sender, sent } = fakeSender();
    expect(await sendDueMails(ctx.db, sender, options)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });
});
