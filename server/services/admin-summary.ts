import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE, SUMMARY_DAYS, SUMMARY_MONTHS, type AdminSummary } from '../../domain/schemas/admin';
import type { Db } from '../db/client';

/** Both drivers (node-postgres and PGlite) answer db.execute with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The control panel's figures, counted and summed by PostgreSQL (no rows are downloaded):
 * - totals are index-only counts (users by role, orders_created_at_idx, contacts_created_at_idx), and live books
 *   the sum of the per-category counts the triggers of migration 0007 keep;
 * - revenue and the per-day and per-month series read orders_paid_at_idx (paid orders by paid_at), net of refunds
 *   (a fully refunded order is no longer paid; held orders are pending until accepted);
 * - awaiting confirmation counts orders_awaiting_confirmation_idx (paid, delivery pending).
 * Days are the shop's (Asia/Dhaka), by the day the order was paid; generate_series gives every day, zeros included.
 */
export async function adminSummary(db: Db): Promise<AdminSummary> {
  const totalsQuery = db.execute(sql`
    SELECT
      (SELECT count(*) FROM users WHERE role <> 'superadmin')::int AS "totalUsers",
      (SELECT coalesce(sum(live), 0) FROM book_category_counts)::int AS "totalBooks",
      (SELECT count(*) FROM orders)::int AS "totalOrders",
      (SELECT count(*) FROM contacts)::int AS "totalContacts",
      (SELECT coalesce(sum(total_amount_paisa - refunded_paisa), 0) FROM orders WHERE payment_status = 'paid')::bigint AS "revenuePaisa",
      (SELECT count(*) FROM orders WHERE payment_status = 'paid' AND delivery_status = 'pending')::int AS "awaitingConfirmation"`);

  const daysQuery = db.execute(sql`
    WITH bounds AS (
      SELECT (now() AT TIME ZONE ${SHOP_TIME_ZONE})::date AS today
    ),
    days AS (
      SELECT day::date AS day
      FROM bounds, generate_series(bounds.today - ${SUMMARY_DAYS - 1}::int, bounds.today, interval '1 day') AS day
    ),
    paid AS (
      SELECT (o.paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, count(*) AS orders, sum(o.total_amount_paisa - o.refunded_paisa) AS revenue
      FROM orders o, bounds
      WHERE o.payment_status = 'paid'
        AND o.paid_at >= ((bounds.today - ${SUMMARY_DAYS - 1}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(paid.orders, 0)::int AS orders,
           coalesce(paid.revenue, 0)::bigint AS "revenuePaisa"
    FROM days LEFT JOIN paid ON paid.day = days.day
    ORDER BY days.day`);

  const monthsQuery = db.execute(sql`
    WITH bounds AS (
      SELECT date_trunc('month', now() AT TIME ZONE ${SHOP_TIME_ZONE})::date AS this_month
    ),
    months AS (
      SELECT month::date AS month
      FROM bounds, generate_series(bounds.this_month - make_interval(months => ${SUMMARY_MONTHS - 1}), bounds.this_month, interval '1 month') AS month
    ),
    paid AS (
      SELECT date_trunc('month', o.paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS month, count(*) AS orders,
             sum(o.total_amount_paisa - o.refunded_paisa) AS revenue
      FROM orders o, bounds
      WHERE o.payment_status = 'paid'
        AND o.paid_at >= ((bounds.this_month - make_interval(months => ${SUMMARY_MONTHS - 1}))::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
      GROUP BY 1
    )
    SELECT to_char(months.month, 'YYYY-MM') AS month,
           coalesce(paid.orders, 0)::int AS orders,
           coalesce(paid.revenue, 0)::bigint AS "revenuePaisa"
    FROM months LEFT JOIN paid ON paid.month = months.month
    ORDER BY months.month`);

  const [totalsResult, daysResult, monthsResult] = await Promise.all([totalsQuery, daysQuery, monthsQuery]);
  const months = rowsOf<{ month: string; orders: number | string; revenuePaisa: number | string }>(monthsResult);
  const [totals] =
    rowsOf<Record<keyof Omit<AdminSummary, 'paidPerDay' | 'paidPerMonth'>, number | string>>(totalsResult);
  const days = rowsOf<{ date: string; orders: number | string; revenuePaisa: number | string }>(daysResult);
  return {
    totalUsers: Number(totals.totalUsers),
    totalBooks: Number(totals.totalBooks),
    totalOrders: Number(totals.totalOrders),
    totalContacts: Number(totals.totalContacts),
    // bigint arrives as a string from node-postgres; paisa sums stay far below 2^53.
    revenuePaisa: Number(totals.revenuePaisa),
    awaitingConfirmation: Number(totals.awaitingConfirmation),
    paidPerDay: days.map((day) => ({
      date: day.date,
      orders: Number(day.orders),
      revenuePaisa: Number(day.revenuePaisa),
    })),
    paidPerMonth: months.map((m) => ({
      month: m.month,
      orders: Number(m.orders),
      revenuePaisa: Number(m.revenuePaisa),
    })),
  };
}
