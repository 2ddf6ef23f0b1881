import type { AdminSummary } from './adminApi';

const DAYS = 30;

/** The last 30 days (UTC, oldest first), each with the server's figures or zeros for a day without paid orders. */
export function lastThirtyDays(days: AdminSummary['paidPerDay'], today: Date = new Date()) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(end - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const day = byDate.get(date);
    return { date, orders: day?.orders ?? 0, revenue: (day?.revenuePaisa ?? 0) / 100 };
  });
}
