import { formatCount, formatPaisaAsTaka, type Language } from '../../../domain/format';

/** '৳ 1,234.50' (bn '৳ ১,২৩৪.৫০') from integer paisa. */
export const formatPaisaTaka = (paisa: number, language: Language = 'en') => formatPaisaAsTaka(paisa, language);

/** A rate as a percentage: 0.05 → '5%' (bn '৫%'). */
export const formatPercent = (rate: number, language: Language = 'en') =>
  `${formatCount(Math.round(rate * 100), language)}%`;
