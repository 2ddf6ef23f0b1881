/**
 * What an accountant gets: the orders of a date range as CSV (streamed in keyset pages over orders_created_at_idx,
 * so a year of orders never sits in memory) and the reconciliation findings of the periodic payment pass.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { formatPaisa } from '../../domain/pricing';
import { SHOP_TIME_ZONE } from '../../domain/schemas/admin';
import { EXPORT_MAX_DAYS, type FindingList, type FindingsQuery } from '../../domain/schemas/money';
import type { Db } from '../db/client';
import { orders, paymentFindings, refunds } from '../db/schema';
import { invalid } from '../errors';

export const CSV_PAGE = 500;

export const CSV_HEADER = [
  'Date (Dhaka)',
  'Order id',
  'tran_id',
  'val_id',
  'Customer',
  'Customer e-mail',
  'Book',
  'Price',
  'Tax',
  'Service charge',
  'Discount',
  'Total',
  'Refunded',
  'Payment',
  'Delivery',
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is quoted with a leading apostrophe. */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const dhakaStamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const inDhaka = (date: Date) => dhakaStamp.format(date).replace(', ', ' ');

/** The range's bounds: from's Dhaka midnight to the midnight after `to`; at most EXPORT_MAX_DAYS days. */
export function exportRange(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00+06:00`);
  const end = new Date(new Date(`${to}T00:00:00+06:00`).getTime() + 86_400_000);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw invalid('from and to must be real days (YYYY-MM-DD)');
  if (end <= start) throw invalid('to must not be before from');
  if ((end.getTime() - start.getTime()) / 86_400_000 > EXPORT_MAX_DAYS)
    throw invalid(`At most ${EXPORT_MAX_DAYS} days per export`);
  return { start, end };
}

/** Rows of the range, newest first, CSV_PAGE at a time (keyset on created_at, id: no OFFSET, constant memory). */
async function* orderRows(db: Db, start: Date, end: Date, pageSize: number) {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const keyset: ReturnType<typeof or> | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const page = await db
      .select()
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end), keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    const last: (typeof page)[number] = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * GET /admin/orders.csv: UTF-8 with a BOM (Excel then reads Bengali names), one row per order, money in taka with two
 * decimals. The stream pulls the next page only when the client has read the previous one (backpressure).
 */
export function ordersCsv(db: Db, from: string, to: string, pageSize = CSV_PAGE): Readable {
  const { start, end } = exportRange(from, to);
  const csv = stringify({ bom: true, header: true, columns: CSV_HEADER, record_delimiter: 'windows' });
  const rows = Readable.from(
    (async function* () {
      for await (const o of orderRows(db, start, end, pageSize)) {
        yield [
          inDhaka(o.createdAt),
          o.id,
          o.tranId,
          o.valId ?? '',
          safeCell(o.cusName),
          safeCell(o.cusEmail),
          safeCell(o.productName),
          formatPaisa(o.pricePaisa),
          formatPaisa(o.taxPaisa),
          formatPaisa(o.serviceChargePaisa),
          formatPaisa(o.discountPaisa),
          formatPaisa(o.totalAmountPaisa),
          formatPaisa(o.refundedPaisa),
          o.heldForReview ? `${o.paymentStatus} (held for review)` : o.paymentStatus,
          o.deliveryStatus,
        ];
      }
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/**
 * GET /admin/payments/findings: what the periodic pass found and did, newest first, and the refunds still processing.
 */
export async function listFindings(db: Db, query: FindingsQuery): Promise<FindingList['data']> {
  const [rows, [{ total }], [{ processing }]] = await Promise.all([
    db
      .select()
      .from(paymentFindings)
      .orderBy(desc(paymentFindings.at), desc(paymentFindings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(paymentFindings),
    db
      .select({ processing: sql<number>`count(*)::int` })
      .from(refunds)
      .where(sql`${refunds.status} IN ('requested', 'processing')`),
  ]);
  return {
    result: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: Number(total),
    page: query.page,
    limit: query.limit,
    processingRefunds: Number(processing),
  };
}
