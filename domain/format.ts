/**
 * How numbers, amounts and dates read in each of the shop's languages, shared by the SPA and the server (receipts,
 * mails). English keeps the shop's earlier formats; Bangla uses Bengali digits, lakh grouping (১২,৩৪,৫৬৭), the taka
 * sign before the amount and Bangla month and weekday names. Amounts stay integer paisa underneath: these only draw.
 *
 * Written out rather than with Intl: the first Intl formatter a page makes loads locale data (a long task on a
 * phone), and Intl's bn-BD puts the taka sign after the amount and keeps AM/PM in Latin letters.
 */

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The `lang` attribute (BCP 47) of each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en', bn: 'bn-BD' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'bn', 'bn-BD', 'en-GB', … → the shop's language, or undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

const BENGALI_ZERO = 0x09e6;

/** '2026' → '২০২৬' */
export const toBengaliDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));

/** '২০২৬' → '2026' (search queries typed on a Bangla keyboard). */
export const toAsciiDigits = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));

/** Digits in the language's script. */
export const localDigits = (text: string, language: Language): string =>
  language === 'bn' ? toBengaliDigits(text) : text;

/** '1234567' → en '1,234,567', bn '১২,৩৪,৫৬৭' (the last three digits, then pairs). */
export function groupDigits(whole: number | string, language: Language = 'en'): string {
  const digits = String(whole);
  if (language === 'en') return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (digits.length <= 3) return toBengaliDigits(digits);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return toBengaliDigits(`${head},${digits.slice(-3)}`);
}

/** A whole count: en '1,234', bn '১,২৩৪'. */
export const formatCount = (count: number, language: Language = 'en'): string =>
  `${count < 0 ? '-' : ''}${groupDigits(Math.trunc(Math.abs(count)), language)}`;

/** Taka with two decimals, the sign before the amount: en '৳ 1,234.50', bn '৳ ১,২৩৪.৫০'. */
export function formatTaka(amount: number, language: Language = 'en'): string {
  const [whole, fraction] = Math.abs(amount).toFixed(2).split('.');
  return `৳ ${amount < 0 ? '-' : ''}${groupDigits(whole, language)}.${localDigits(fraction, language)}`;
}

/** Integer paisa as taka: 123450 → '৳ 1,234.50'. */
export const formatPaisaAsTaka = (paisa: number, language: Language = 'en'): string =>
  formatTaka(paisa / 100, language);

export const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
};

export const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
};

const pad = (n: number) => String(n).padStart(2, '0');
const validDate = (iso: string | Date) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The browser's local calendar date: en '21 Nov 2026', bn '২১ নভেম্বর ২০২৬'. */
export function formatDate(iso: string | Date, language: Language = 'en'): string {
  const date = validDate(iso);
  if (!date) return '';
  return localDigits(`${date.getDate()} ${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`, language);
}

/** 'day/month/year hour:minute:second' in the browser's time, as the admin tables show it. */
export function formatDateTime(iso: string | Date, language: Language = 'en'): string {
  const d = validDate(iso);
  if (!d) return '';
  const text = `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return localDigits(text, language);
}

/** Dhaka is UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * Date and time in Dhaka, wherever the reader is (orders and receipts are the shop's record):
 * en '25 Nov 2026, 21:05', bn '২৫ নভেম্বর ২০২৬, ২১:০৫'.
 */
export function formatDhakaTime(iso: string | Date, language: Language = 'en'): string {
  const date = validDate(iso);
  if (!date) return '';
  const d = new Date(date.getTime() + DHAKA_OFFSET_MS);
  const text = `${d.getUTCDate()} ${MONTHS[language][d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return localDigits(text, language);
}

const AGO_UNITS = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] },
  bn: { minute: ['মিনিট', 'মিনিট'], hour: ['ঘণ্টা', 'ঘণ্টা'], day: ['দিন', 'দিন'] },
} as const;

/**
 * Time since: minutes under an hour, hours under a day, then days.
 * en '1 minute ago', '5 hours ago'; bn '১ মিনিট আগে', '৫ ঘণ্টা আগে'.
 */
export function timeAgo(iso: string | Date, now: number = Date.now(), language: Language = 'en'): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  const hours = Math.floor(minutes / 60);
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute' as const]
      : hours < 24
        ? [hours, 'hour' as const]
        : [Math.floor(hours / 24), 'day' as const];
  const word = AGO_UNITS[language][unit][count === 1 ? 0 : 1];
  return language === 'bn' ? `${toBengaliDigits(String(count))} ${word} আগে` : `${count} ${word} ago`;
}

/** The footer clock: weekday, 'hh:mm:ss' and the period (AM/PM, or পূর্বাহ্ণ/অপরাহ্ণ in Bangla). */
export function clockParts(date: Date, language: Language = 'en', hour12 = true) {
  const hours = date.getHours();
  const shown = hour12 ? hours % 12 || 12 : hours;
  const period = !hour12 ? '' : language === 'bn' ? (hours < 12 ? 'পূর্বাহ্ণ' : 'অপরাহ্ণ') : hours < 12 ? 'AM' : 'PM';
  return {
    weekday: WEEKDAYS[language][date.getDay()],
    time: localDigits(`${pad(shown)}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`, language),
    period,
  };
}

/** The cookie that remembers a browser's language; `?lang=` on a page's address overrides it. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';
