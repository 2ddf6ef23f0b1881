/** Display formatting shared by the screens: text cuts here; numbers, amounts and dates in domain/format.ts. */
export {
  formatDate,
  formatDateTime,
  formatDhakaTime,
  formatPaisaAsTaka,
  formatTaka,
  timeAgo,
} from '../../domain/format';
import { groupDigits } from '../../domain/format';

/** '12,345' — digits grouped by thousands, as English writes them. */
export const groupThousands = (whole: number | string): string => groupDigits(whole, 'en');

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
