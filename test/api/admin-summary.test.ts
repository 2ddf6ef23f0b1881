import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import { SUMMARY_DAYS } from '../../domain/schemas/admin';
import { books, contacts, orders, users } from '../../server/db/schema';
import { bookFixture, insertBooks, orderFixture, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let book: BookRecord;
const DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in the shop's time zone. */
const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
/** The instant of midnight (Asia/Dhaka, UTC+6 all year) starting the Dhaka day of `at`. */
const dhakaMidnight = (at: Date) => new Date(`${dhakaDate(at)}T00:00:00+06:00`);

async function seedPaid(paidAt: Date, totalPaisa: number, deliveryStatus: 'pending' | 'confirmed' = 'confirmed') {
  await ctx.db.insert(orders).values({
    ...orderFixture({ userId: null, book, paymentStatus: 'paid' }),
    paidAt,
    totalAmountPaisa: totalPaisa,
    deliveryStatus,
  });
}

const summary = async () => {
  const response = await ctx.request({ method: 'GET', url: '/api/v1/admin/summary', token: admin });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.userWithRole('admin')).token;
  await ctx.userWithRole('superadmin');
  for (let i = 0; i < 3; i++) await ctx.userWithRole('user');
  [book] = await insertBooks(ctx.db, [bookFixture(), bookFixture(), bookFixture({ archivedAt: new Date() })]);
  await ctx.db.insert(contacts).values(
    [1, 2].map((i) => ({
      name: `N${i}`,
      phone: '+8801711000000',
      email: 'n@example.com',
      address: 'Dhaka',
      message: 'Hi',
    })),
  );

  const now = new Date();
  const todayStart = dhakaMidnight(now);
  await seedPaid(new Date(now.getTime() - 1000), 1_000, 'pending'); // today
  await seedPaid(todayStart, 2_000, 'pending'); // today, its first instant
  await seedPaid(new Date(todayStart.getTime() - 1000), 4_000); // yesterday, its last second
  await seedPaid(new Date(todayStart.getTime() - 29 * DAY + 1000), 8_000); // the oldest day in the window
  await seedPaid(new Date(todayStart.getTime() - 29 * DAY - 1000), 16_000); // the day before the window: revenue only
  for (const status of ['pending', 'failed', 'cancelled', 'expired'] as const) {
    await ctx.db.insert(orders).values(orderFixture({ userId: null, book, paymentStatus: status }));
  }
});
afterAll(() => ctx.close());

describe('GET /api/v1/admin/summary', () => {
  it('has the same totals as direct SQL counts', async () => {
    const data = await summary();
    const one = async (query: Promise<{ n: number | string | null }[]>) => Number((await query)[0].n ?? 0);
    const expected = {
      totalUsers: await one(ctx.db.select({ n: count() }).from(users).where(ne(users.role, 'superadmin'))),
      totalBooks: await one(ctx.db.select({ n: count() }).from(books).where(isNull(books.archivedAt))),
      totalOrders: await one(ctx.db.select({ n: count() }).from(orders)),
      totalContacts: await one(ctx.db.select({ n: count() }).from(contacts)),
      revenuePaisa: await one(
        ctx.db
          .select({ n: sum(orders.totalAmountPaisa) })
          .from(orders)
          .where(eq(orders.paymentStatus, 'paid')),
      ),
      awaitingConfirmation: await one(
        ctx.db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.deliveryStatus, 'pending'))),
      ),
    };
    expect(expected).toEqual({
      totalUsers: 4,
      totalBooks: 2,
      totalOrders: 9,
      totalContacts: 2,
      revenuePaisa: 31_000,
      awaitingConfirmation: 2,
    });
    expect(data).toMatchObject(expected);
  });

  it(`paidPerDay: ${SUMMARY_DAYS} consecutive Dhaka days ending today, zeros included, equal to a direct GROUP BY`, async () => {
    const { paidPerDay } = await summary();
    expect(paidPerDay).toHaveLength(SUMMARY_DAYS);
    const today = dhakaMidnight(new Date());
    const expectedDates = Array.from({ length: SUMMARY_DAYS }, (_, i) =>
      dhakaDate(new Date(today.getTime() - (SUMMARY_DAYS - 1 - i) * DAY + 12 * 3600_000)),
    );
    expect(paidPerDay.map((d: { date: string }) => d.date)).toEqual(expectedDates);

    const grouped = await ctx.db
      .select({
        date: sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD')`,
        orders: count(),
        revenuePaisa: sum(orders.totalAmountPaisa),
      })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'))
      .groupBy(sql`1`);
    const byDate = new Map(
      grouped.map((g) => [g.date, { orders: Number(g.orders), revenuePaisa: Number(g.revenuePaisa) }]),
    );
    for (const day of paidPerDay)
      expect(day).toEqual({ date: day.date, ...(byDate.get(day.date) ?? { orders: 0, revenuePaisa: 0 }) });

    expect(paidPerDay.at(-1)).toEqual({ date: expectedDates.at(-1), orders: 2, revenuePaisa: 3_000 });
    expect(paidPerDay.at(-2)).toEqual({ date: expectedDates.at(-2), orders: 1, revenuePaisa: 4_000 });
    expect(paidPerDay[0]).toEqual({ date: expectedDates[0], orders: 1, revenuePaisa: 8_000 });
    expect(paidPerDay.filter((d: { orders: number }) => d.orders === 0)).toHaveLength(SUMMARY_DAYS - 3);
    // The order paid the day before the window counts in revenue only.
    expect(paidPerDay.reduce((total: number, d: { revenuePaisa: number }) => total + d.revenuePaisa, 0)).toBe(15_000);
  });

  it('follows changes: a confirmed delivery leaves awaitingConfirmation; an archived book leaves totalBooks', async () => {
    const before = await summary();
    const [awaiting] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.deliveryStatus, 'pending')))
      .limit(1);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/orders/${awaiting.id}`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/books/${book.id}`, token: admin })).statusCode).toBe(
      200,
    );
    const after = await summary();
    expect(after).toMatchObject({
      awaitingConfirmation: before.awaitingConfirmation - 1,
      totalBooks: before.totalBooks - 1,
      totalOrders: before.totalOrders,
      revenuePaisa: before.revenuePaisa,
    });
  });
});
