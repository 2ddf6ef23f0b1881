import type seoMessages from '../src/locales/en/seo.json';
import { CATEGORY_PARAM, SCREENS, drawnPage, isControlPanel, screenFor } from './screens';

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

/** The messages (the `seo` namespace, src/locales/{en,bn}/seo.json) that title the public pages. */
const PUBLIC_TITLES: Record<string, SeoTitleKey> = {
  '/': 'seo.home.title',
  '/books': 'seo.books.title',
  '/aboutus': 'seo.about.title',
  '/contactus': 'seo.contact.title',
  '/terms': 'seo.terms.title',
};
const untitled = PUBLIC_PATHS.filter((path) => !PUBLIC_TITLES[path]);
if (untitled.length) throw new Error(`domain/page-titles.ts: no title for the public page(s) ${untitled.join(', ')}`);

/** A title in the `seo` catalogue: a key of it that ends in `.title`. */
export type SeoTitleKey = Extract<keyof typeof seoMessages, `${string}.title`>;

/**
 * A page's title as a message and its values: the server writes it into the page's head, and the SPA sets it after
 * an in-app navigation, so an address has the same title however the shopper arrived.
 */
export function titleOf(page: SeoPage): { key: SeoTitleKey; values?: { category: string } } {
  if (page.kind === 'private') return { key: 'seo.private.title' };
  if (page.kind === 'notFound') return { key: 'seo.notFound.title' };
  if (page.kind === 'search') return { key: 'seo.search.title' };
  if (page.category !== null) return { key: 'seo.category.title', values: { category: page.category } };
  return { key: PUBLIC_TITLES[page.path] };
}
