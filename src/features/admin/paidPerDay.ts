import type { AdminSummary } from '../../../domain/schemas/admin';

const DAYS = 30;
/**
 * The server counts days in the shop's time zone (domain/schemas/admin.ts SHOP_TIME_ZONE; a value the SPA may not
 * import).
 */
const SHOP_TIME_ZONE = 'Asia/Dhaka';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `moment` in the shop's time zone. */
function shopDate(moment: Date) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * The last 30 days of the shop's calendar (Asia/Dhaka, as the server counts them; oldest first), each with the
 * server's figures or zeros for a day without paid orders. Between 18:00 and 24:00 UTC the shop is already a day
 * ahead of UTC: counting UTC days there would drop today's paid orders from the chart.
 */
export function lastThirtyDays(days: AdminSummary['paidPerDay'], today: Date = new Date()) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const end = Date.parse(`${shopDate(today)}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(end - (DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    const day = byDate.get(date);
    return { date, orders: day?.orders ?? 0, revenue: (day?.revenuePaisa ?? 0) / 100 };
  });
}
