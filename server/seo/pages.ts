import { LANGUAGES, type Language } from '../../domain/format';
import { CATEGORY_PARAM, LANGUAGE_PARAM } from '../../domain/screens';

/**
 * A public page's address in one language, from the site's origin: English without `lang` (also the x-default),
 * Bangla with `lang=bn`, after the category. Written the same way everywhere (canonical, hreflang, sitemap).
 */
export function publicAddress(
  origin: string,
  { path, category }: { path: string; category: string | null },
  language: Language,
): string {
  const query = [
    ...(category === null ? [] : [`${CATEGORY_PARAM}=${encodeURIComponent(category)}`]),
    ...(language === 'en' ? [] : [`${LANGUAGE_PARAM}=${language}`]),
  ];
  return `${origin}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** Both language versions of a public page, English first. */
export const alternates = (origin: string, page: { path: string; category: string | null }) =>
  LANGUAGES.map((language) => ({ language, href: publicAddress(origin, page, language) }));
