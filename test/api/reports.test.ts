/**
 * Reports: the CSV export (BOM, Bengali names, Dhaka dates, range, formula-safe cells), revenue net of refunds,
 * findings.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { recordPassFindings } from '../../server/payments/reconciler';
import { CSV_HEADER, ordersCsv } from '../../server/services/reports';
import { bookFixture, insertBooks, insertOrders } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.userWithRole('admin');
});
afterAll(() => ctx.close());

const csv = (query: string, token = admin.token) =>
  ctx.request({ method: 'GET', url: `/api/v1/admin/orders.csv?${query}`, token });

describe('GET /api/v1/admin/orders.csv', () => {
  it('UTF-8 with BOM; Bengali names survive a round trip; one row per order of the range, Dhaka dates', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'পদ্মা নদীর মাঝি', pricePaisa: 50_000 })]);
    // 2026-03-01 00:30 in Dhaka is 2026-02-28 18:30 UTC: it belongs to March 1st.
    const [inRange, formula] = await insertOrders(ctx.db, [
      {
        userId: null,
        book,
        customer: { name: 'রবীন্দ্রনাথ ঠাকুর', email: 'rabi@example.com' },
        createdAt: new Date('2026-02-28T18:30:00Z'),
        tranId: 'BPK-CSV-1',
      },
      {
        userId: null,
        book,
        customer: { name: '=HYPERLINK("x")' },
        createdAt: new Date('2026-03-02T10:00:00Z'),
        paymentStatus: 'failed',
        tranId: 'BPK-CSV-2',
      },
      { userId: null, book, createdAt: new Date('2026-02-28T17:59:00Z'), tranId: 'BPK-CSV-OUT' },
    ]);
    await ctx.db.update(orders).set({ refundedPaisa: 10_000, valId: 'VAL-1' }).where(eq(orders.id, inRange.id));

    const response = await csv('from=2026-03-01&to=2026-03-02');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('boipoka-orders-2026-03-01-to-2026-03-02.csv');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['BPK-CSV-2', 'BPK-CSV-1']);
    expect(rows[2]).toEqual([
      '2026-03-01 00:30:00',
      inRange.id,
      'BPK-CSV-1',
      'VAL-1',
      'রবীন্দ্রনাথ ঠাকুর',
      'rabi@example.com',
      'পদ্মা নদীর মাঝি',
      '500.00',
      '25.00',
      '15.00',
      '0.00',
      '540.00',
      '100.00',
      'paid',
      'pending',
    ]);
    expect(rows[1][1]).toBe(formula.id);
    expect(rows[1][4]).toBe(`'=HYPERLINK("x")`);
    expect(rows[1][13]).toBe('failed');
  });

  it('pages through the range in keyset order without losing or repeating a row', async () => {
    const [book] = await insertBooks(ctx.db, [bookFixture()]);
    const at = new Date('2025-06-10T06:00:00Z');
    // Same created_at for several: the id breaks the tie.
    await insertOrders(
      ctx.db,
      Array.from({ length: 23 }, (_, i) => ({
        userId: null,
        book,
        createdAt: new Date(at.getTime() + (i % 5) * 1000),
      })),
    );
    let text = '';
    for await (const chunk of ordersCsv(ctx.db, '2025-06-10', '2025-06-10', 4)) text += chunk;
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toHaveLength(24);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(23);
  });

  it('refuses a bad range with a 400, and non-admins', async () => {
    expect((await csv('from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await csv('from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await csv('from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await csv('from=x&to=2026-03-01')).statusCode).toBe(400);
    expect((await csv('to=2026-03-01')).statusCode).toBe(400);
    const customer = await ctx.userWithRole('user');
    expect((await csv('from=2026-03-01&to=2026-03-02', customer.token)).statusCode).toBe(403);
  });
});

describe('revenue and findings', () => {
  it('the dashboard counts paid orders net of refunds, per day and month; held and refunded orders add nothing', async () => {
    const before = (await ctx.request({ method: 'GET', url: '/api/v1/admin/summary', token: admin.token })).json().data;
    const [book] = await insertBooks(ctx.db, [bookFixture({ pricePaisa: 50_000 })]);
    const [partly, , held] = await insertOrders(ctx.db, [
      { userId: null, book, paymentStatus: 'paid' },
      { userId: null, book, paymentStatus: 'refunded' },
      { userId: null, book, paymentStatus: 'pending' },
    ]);
    await ctx.db.update(orders).set({ refundedPaisa: 4_000 }).where(eq(orders.id, partly.id));
    await ctx.db.update(orders).set({ heldForReview: true }).where(eq(orders.id, held.id));
    const after = (await ctx.request({ method: 'GET', url: '/api/v1/admin/summary', token: admin.token })).json().data;
    expect(after.revenuePaisa - before.revenuePaisa).toBe(50_000);
    expect(after.paidPerDay.at(-1).revenuePaisa - before.paidPerDay.at(-1).revenuePaisa).toBe(50_000);
    expect(after.paidPerMonth).toHaveLength(12);
    expect(after.paidPerMonth.at(-1).revenuePaisa - before.paidPerMonth.at(-1).revenuePaisa).toBe(50_000);
    expect(after.paidPerMonth.at(-1).month).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()).slice(0, 7),
    );
  });

  it('GET /admin/payments/findings lists what the pass found, newest first', async () => {
    await recordPassFindings(ctx.db, [
      { outcome: 'expired', tranId: 'BPK-F-1' },
      { outcome: 'paid', tranId: 'BPK-F-2' },
      { outcome: 'rejected', tranId: 'BPK-F-3', reason: 'the amount differs from the order' },
      { outcome: 'unchanged', tranId: 'BPK-F-4' },
    ]);
    const response = await ctx.request({
      method: 'GET',
      url: '/api/v1/admin/payments/findings?limit=10',
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    const { result, total } = response.json().data;
    expect(total).toBe(3);
    expect(result.map((f: { kind: string; tranId: string }) => [f.kind, f.tranId])).toEqual([
      ['amount_mismatch', 'BPK-F-3'],
      ['paid_unmarked', 'BPK-F-2'],
      ['expired', 'BPK-F-1'],
    ]);
    expect(result[0].action).toBe('not marked paid');
  });
});
