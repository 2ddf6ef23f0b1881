/** Display formatting shared by the screens: taka, text cuts, time since, dates. */

/** '12,345' — digits grouped by thousands, as en-US writes them. */
export function groupThousands(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Written out rather than with Intl: the first Intl formatter a page makes loads locale data, a long
// task on a phone under the first book cards.
/** '৳ 1,234.50' — taka with two decimals. */
export function formatTaka(amount: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(2).split('.');
  return `৳ ${amount < 0 ? '-' : ''}${groupThousands(whole)}.${fraction}`;
}

/** The first `max` characters (by code point), plus '...' when something was cut. */
export function cutText(text: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : (text ?? '');
}

/** The first `max` characters, never an ellipsis (sku and similar codes). */
export function firstChars(text: string, max: number): string {
  return Array.from(text ?? '')
    .slice(0, max)
    .join('');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** '1 minute ago', '5 hours ago', '3 days ago' — minutes under an hour, hours under a day, then days. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'day/month/year hour:minute:second', as the admin order table shows it. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '21 Nov 2026' */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

const DHAKA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** '25 Nov 2026, 21:05' in Dhaka time, wherever the browser is: orders and receipts are the shop's record. */
export function formatDhakaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DHAKA.format(date);
}
