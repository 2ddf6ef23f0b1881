import { LANGUAGES, type Language } from '../../domain/format';
import { CATEGORY_PARAM, LANGUAGE_PARAM, SCREENS, drawnPage, screenFor } from '../../domain/screens';

/** What search engines are told about an address. */
export type SeoPage =
  /** A public page (its own title, description, canonical, hreflang pair): a drawn screen, or a category's list. */
  | { kind: 'public'; path: string; category: string | null }
  /** The book list searched for something: worth following, not worth indexing. */
  | { kind: 'search' }
  /** A page behind the login guard, the account screens, the control panel: a generic title, never indexed. */
  | { kind: 'private' }
  | { kind: 'notFound' };

/** The public pages' paths: the screens the server draws (domain/screens.ts). */
export const PUBLIC_PATHS: readonly string[] = SCREENS.filter((screen) => screen.serverRendered).map(
  (screen) => screen.path,
);

const isControlPanel = (pathname: string) => pathname === '/cpanel' || pathname.startsWith('/cpanel/');

/**
 * The page an address (path and query) is, for its head tags. A public screen's address with a query the server does
 * not draw (a page number, a category not in the catalogue, a tracking parameter) is that screen's public page, so
 * its canonical names the page once; a search is not indexed.
 */
export function seoPageOf(url: string, isCategory: (name: string) => boolean): SeoPage {
  const drawn = drawnPage(url, isCategory);
  if (drawn) return { kind: 'public', path: drawn.path, category: drawn.category };
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const screen = screenFor(pathname);
  if (screen.serverRendered) {
    if (screen.path !== '/books') return { kind: 'public', path: screen.path, category: null };
    const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
    if ((query.get('search') ?? '').trim() !== '') return { kind: 'search' };
    const category = query.get(CATEGORY_PARAM);
    return { kind: 'public', path: screen.path, category: category && isCategory(category) ? category : null };
  }
  if (screen.path === '*' && !isControlPanel(pathname)) return { kind: 'notFound' };
  return { kind: 'private' };
}

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
