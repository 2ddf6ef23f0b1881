/**
 * The audit trail: every admin endpoint writes exactly one entry (who, what, before/after) in the transaction of the
 * change, a refused request writes none, the table refuses UPDATE and DELETE, and GET /admin/audit filters and pages.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, orders } from '../../server/db/schema';
import { validBook } from './admin-helpers';
import { bookFixture, insertBooks, insertOrders } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: { id: string; email: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.userWithRole('admin');
});
afterAll(() => ctx.close());

const entries = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0].n;
const latest = async () => (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** Runs an admin request and checks it wrote exactly one entry (or none when refused), returning it. */
async function expectOneEntry(request: Parameters<TestContext['request']>[0], status: number) {
  const before = await entries();
  const response = await ctx.request({ token: admin.token, ...request });
  expect(response.statusCode, response.body).toBe(status);
  expect(await entries()).toBe(before + 1);
  const entry = await latest();
  expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
  return { response, entry };
}

async function expectNoEntry(request: Parameters<TestContext['request']>[0], status: number) {
  const before = await entries();
  const response = await ctx.request({ token: admin.token, ...request });
  expect(response.statusCode, response.body).toBe(status);
  expect(await entries()).toBe(before);
}

describe('every admin action writes one entry', () => {
  it('books: create, edit (changed fields only), archive, delete', async () => {
    const created = await expectOneEntry({ method: 'POST', url: '/api/v1/books', payload: validBook }, 201);
    const id = created.response.json().data._id as string;
    expect(created.entry).toMatchObject({
      action: 'book.create',
      entity: 'book',
      entityId: id,
      before: null,
      after: expect.objectContaining({ name: validBook.name, pricePaisa: 35_050, stock: 12 }),
    });

    const edited = await expectOneEntry(
      { method: 'PATCH', url: `/api/v1/books/${id}`, payload: { price: 400, stock: 12 } },
      200,
    );
    expect(edited.entry).toMatchObject({
      action: 'book.update',
      before: { pricePaisa: 35_050 },
      after: { pricePaisa: 40_000 },
    });

    const erased = await expectOneEntry({ method: 'DELETE', url: `/api/v1/books/${id}` }, 200);
    expect(erased.entry).toMatchObject({
      action: 'book.delete',
      before: expect.objectContaining({ name: validBook.name }),
      after: null,
    });

    const [withOrders] = await insertBooks(ctx.db, [bookFixture()]);
    await insertOrders(ctx.db, [{ userId: null, book: withOrders, paymentStatus: 'failed' }]);
    const archived = await expectOneEntry({ method: 'DELETE', url: `/api/v1/books/${withOrders.id}` }, 200);
    expect(archived.entry).toMatchObject({
      action: 'book.archive',
      entityId: withOrders.id,
      after: { archived: true },
    });
  });

  it('users: make admin, remove admin, delete', async () => {
    const user = await ctx.userWithRole('user');
    const made = await expectOneEntry({ method: 'PUT', url: `/api/v1/users/admin/${user.email}` }, 200);
    expect(made.entry).toMatchObject({
      action: 'user.make_admin',
      entity: 'user',
      entityId: user.id,
      before: { email: user.email, role: 'user' },
      after: { role: 'admin' },
    });
    const removed = await expectOneEntry({ method: 'PUT', url: `/api/v1/users/admin/remove/${user.email}` }, 200);
    expect(removed.entry).toMatchObject({
      action: 'user.remove_admin',
      before: { role: 'admin' },
      after: { role: 'user' },
    });
    const deleted = await expectOneEntry({ method: 'DELETE', url: `/api/v1/users/${user.id}` }, 200);
    expect(deleted.entry).toMatchObject({
      action: 'user.delete',
      entityId: user.id,
      before: expect.objectContaining({ email: user.email }),
      after: null,
    });
    expect(JSON.stringify(deleted.entry)).not.toMatch(/firebase|password|token/i);
  });

  it('orders: confirm and delete; contacts: delete', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    const [paid, failed] = await insertOrders(ctx.db, [
      { userId: null, book, paymentStatus: 'paid' },
      { userId: null, book, paymentStatus: 'failed' },
    ]);
    const confirmed = await expectOneEntry({ method: 'PUT', url: `/api/v1/orders/${paid.id}` }, 200);
    expect(confirmed.entry).toMatchObject({
      action: 'order.confirm',
      entityId: paid.id,
      before: { deliveryStatus: 'pending' },
      after: { deliveryStatus: 'confirmed' },
    });
    const deleted = await expectOneEntry({ method: 'DELETE', url: `/api/v1/orders/${failed.id}` }, 200);
    expect(deleted.entry).toMatchObject({
      action: 'order.delete',
      entityId: failed.id,
      before: expect.objectContaining({ tranId: failed.tranId }),
    });

    const [message] = await ctx.db
      .insert(contacts)
      .values({ name: 'রহিম', phone: '+8801711000000', email: 'r@example.com', address: 'Dhaka', message: 'Hi' })
      .returning();
    const contact = await expectOneEntry({ method: 'DELETE', url: `/api/v1/contacts/${message.id}` }, 200);
    expect(contact.entry).toMatchObject({
      action: 'contact.delete',
      entity: 'contact',
      entityId: message.id,
      before: expect.objectContaining({ name: 'রহিম' }),
    });
  });

  it('a refused or failed request writes none', async () => {
    const customer = await ctx.userWithRole('user');
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    const [pending, paid] = await insertOrders(ctx.db, [
      { userId: null, book, paymentStatus: 'pending' },
      { userId: null, book, paymentStatus: 'paid' },
    ]);
    await expectNoEntry({ method: 'DELETE', url: `/api/v1/orders/${pending.id}` }, 409);
    await expectNoEntry({ method: 'DELETE', url: `/api/v1/orders/${paid.id}` }, 409);
    await expectNoEntry({ method: 'POST', url: `/api/v1/orders/${paid.id}/accept` }, 409);
    await expectNoEntry({ method: 'PUT', url: `/api/v1/orders/${pending.id}` }, 409);
    await expectNoEntry({ method: 'PATCH', url: `/api/v1/books/${book.id}`, payload: { price: -1 } }, 400);
    await expectNoEntry({ method: 'DELETE', url: '/api/v1/books/00000000-0000-4000-8000-000000000000' }, 404);
    await expectNoEntry({ method: 'PUT', url: `/api/v1/users/admin/remove/${admin.email}` }, 403);
    await expectNoEntry({ method: 'DELETE', url: `/api/v1/users/${admin.id}` }, 403);
    await expectNoEntry({ method: 'DELETE', url: '/api/v1/contacts/00000000-0000-4000-8000-000000000000' }, 404);
    // A customer (not an admin) is refused before anything runs.
    await expectNoEntry({ method: 'DELETE', url: `/api/v1/books/${book.id}`, token: customer.token }, 403);
    // Nothing changed: making an admin of an admin changes nothing and writes nothing.
    await expectNoEntry({ method: 'PUT', url: `/api/v1/users/admin/${admin.email}` }, 200);
  });
});

describe('the trail cannot be edited', () => {
  it('UPDATE, DELETE and TRUNCATE on audit_log are refused by the database', async () => {
    const entry = await latest();
    expect(entry).toBeDefined();
    await expect(
      ctx.db.update(auditLog).set({ actorEmail: 'someone@else' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await latest()).actorEmail).toBe(entry.actorEmail);
  });

  it('there is no API to change or delete an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await ctx.request({ method, url: '/api/v1/admin/audit', token: admin.token })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('newest first, paged, by admin, entity and date; admins only', async () => {
    const other = await ctx.userWithRole('admin');
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    await ctx.request({ method: 'PATCH', url: `/api/v1/books/${book.id}`, token: other.token, payload: { stock: 3 } });
    await ctx.request({ method: 'PATCH', url: `/api/v1/books/${book.id}`, token: other.token, payload: { stock: 4 } });

    const list = async (query: string, token = admin.token) =>
      ctx.request({ method: 'GET', url: `/api/v1/admin/audit?${query}`, token });
    const byOther = (await list(`admin=${encodeURIComponent(other.email.slice(0, 12))}`)).json().data;
    expect(byOther.total).toBe(2);
    expect(byOther.result.map((e: { after: { stock: number } }) => e.after.stock)).toEqual([4, 3]);

    const page = (await list('entity=book&limit=1&page=2')).json().data;
    expect(page.result).toHaveLength(1);
    expect(page.result[0].entity).toBe('book');
    expect((await list(`entity=book&entityId=${book.id}`)).json().data.total).toBe(2);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect((await list(`from=${today}&to=${today}&admin=${encodeURIComponent(other.email)}`)).json().data.total).toBe(
      2,
    );
    expect((await list(`to=2020-01-01`)).json().data.total).toBe(0);

    expect((await list('entity=nope')).statusCode).toBe(400);
    expect((await list('from=2026-13-45x')).statusCode).toBe(400);
    expect((await list('limit=1000')).statusCode).toBe(400);
    const customer = await ctx.userWithRole('user');
    expect((await list('', customer.token)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    // Unchanged by reading.
    expect(await ctx.db.select({ n: count() }).from(orders).where(eq(orders.bookId, book.id))).toEqual([{ n: 0 }]);
  });
});
