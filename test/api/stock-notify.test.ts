import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stockNotifyRequests } from '../../server/db/schema';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.userWithRole('admin')).token;
});
afterAll(() => ctx.close());

const notify = (method: 'GET' | 'PUT' | 'DELETE', bookId: string, token?: string) =>
  ctx.request({ method, url: `/api/v1/books/${bookId}/notify-me`, token });
const setStock = (bookId: string, stock: number) =>
  ctx.request({ method: 'PATCH', url: `/api/v1/books/${bookId}`, token: admin, payload: { stock } });
const mailsAbout = async (bookName: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'back_in_stock'))).filter((m) =>
    m.subject.startsWith(bookName),
  );

describe('Notify me when it is back', () => {
  it('a shopper asks (idempotent), and one mail per request is queued when an admin raises the stock above 0; then it is spent', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'Debdas', stock: 0 })]);
    const reader = await ctx.userWithRole('user');
    const other = await ctx.userWithRole('user');
    expect((await notify('GET', book.id, reader.token)).json()).toEqual({ data: { requested: false } });
    expect((await notify('PUT', book.id, reader.token)).json()).toEqual({ data: { requested: true } });
    expect((await notify('PUT', book.id, reader.token)).statusCode).toBe(200);
    expect((await notify('PUT', book.id, other.token)).statusCode).toBe(200);
    expect((await notify('GET', book.id, reader.token)).json()).toEqual({ data: { requested: true } });

    // A change that leaves the stock at 0 sends nothing.
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: `/api/v1/books/${book.id}`,
          token: admin,
          payload: { description: 'Still none.' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await mailsAbout('Debdas')).toEqual([]);

    expect((await setStock(book.id, 4)).statusCode).toBe(200);
    const mails = await mailsAbout('Debdas');
    expect(mails.map((m) => m.toEmail).sort()).toEqual([reader.email, other.email].sort());
    expect(mails[0].text).toContain(`/books/${book.id}`);
    expect(await ctx.db.select().from(stockNotifyRequests).where(eq(stockNotifyRequests.bookId, book.id))).toEqual([]);
    expect((await notify('GET', book.id, reader.token)).json()).toEqual({ data: { requested: false } });

    // In stock: asking is a 409. Out again and back again: only a new request mails again.
    expect((await notify('PUT', book.id, reader.token)).statusCode).toBe(409);
    await setStock(book.id, 0);
    await setStock(book.id, 2);
    expect(await mailsAbout('Debdas')).toHaveLength(2);
    await setStock(book.id, 0);
    await notify('PUT', book.id, reader.token);
    await setStock(book.id, 1);
    expect((await mailsAbout('Debdas')).filter((m) => m.toEmail === reader.email)).toHaveLength(2);
  });

  it('a withdrawn request sends nothing; bad input, no token, an unknown book are refused', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'Kapalkundala', stock: 0 })]);
    const reader = await ctx.userWithRole('user');
    await notify('PUT', book.id, reader.token);
    expect((await notify('DELETE', book.id, reader.token)).json()).toEqual({ data: { requested: false } });
    await setStock(book.id, 3);
    expect(await mailsAbout('Kapalkundala')).toEqual([]);

    expect((await notify('PUT', book.id)).statusCode).toBe(401);
    expect((await notify('PUT', 'not-a-uuid', reader.token)).statusCode).toBe(400);
    expect((await notify('PUT', randomUUID(), reader.token)).statusCode).toBe(404);
    expect((await notify('GET', randomUUID(), reader.token)).statusCode).toBe(404);
  });
});
