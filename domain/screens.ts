import { isLanguage, type Language } from './format';
import { UUID_PATTERN } from './ids';

/**
 * SPEC.md §2's storefront screens: each address, the module that draws it (its own lazy chunk) and whether it is
 * behind the login guard. The SPA's router builds its routes from this table, and the server reads it to tell the
 * browser, in the HTML it serves for an address, which chunks that screen needs (modulepreload) and which image is
 * its largest paint, so neither waits for the shell's JavaScript to ask.
 */
export interface Screen {
  /** A React Router path: literal segments, `:param` segments, or a final `*`. */
  path: string;
  /** The screen's module, from the project root (as in Vite's build manifest). */
  page: string;
  auth?: boolean;
  /** The image that is this screen's largest paint, known before any data arrives. */
  lcpImage?: string;
  /**
   * The screen's largest paint is a book cover the server can look up: the book's own (`book`, from the `:id`
   * segment) or the newest book's (`newest`, the first card of the unfiltered catalogue).
   */
  lcpCover?: 'book' | 'newest';
  /**
   * The server draws this screen's HTML (src/entry-server.tsx) for an address with no query but its language or, on
   * the book list, a known category (drawnPage), so that it paints before its JavaScript arrives. Only public screens
   * that read nothing but the public catalogue: they are the same for every browser of one language, with what depends
   * on the session (the navbar's account, a book's purchased state) drawn neutral until the browser knows it.
   */
  serverRendered?: boolean;
}

/** The element of a server-rendered page that holds the state it was rendered with (JSON, read by main.tsx). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * The query parameter that names a page's language (`?lang=bn`). Bangla pages are addressed with it rather than a
 * `/bn/` prefix so that the SPA's routes, guards and SPEC.md's addresses stay as they are.
 */
export const LANGUAGE_PARAM = 'lang';
/** The book list's category filter (BookListPage reads `category`, `search` and `page`). */
export const CATEGORY_PARAM = 'category';

/** A page the server draws: a server-rendered screen's path, the category of a list page, the language asked for. */
export interface DrawnPage {
  /** The screen's own path (`/books/` is drawn as `/books`). */
  path: string;
  category: string | null;
  /** The `lang` the address names; null when it names none (the cookie decides). */
  language: Language | null;
}

/**
 * The page the server draws for this address (`url`: path and query), or null: the browser draws it from the shell.
 * Only a server-rendered screen's path, with no query but `lang=en|bn` and, on the book list, a `category` that
 * `isCategory` knows (one in the catalogue): no request can make the server draw an address of its choosing, and
 * what is drawn is one of a bounded set of pages.
 */
export function drawnPage(url: string, isCategory: (name: string) => boolean = () => false): DrawnPage | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const screen = screenFor(pathname);
  if (screen.serverRendered !== true) return null;
  const page: DrawnPage = { path: screen.path, category: null, language: null };
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1))) {
    if (seen.has(name)) return null;
    seen.add(name);
    if (name === LANGUAGE_PARAM && isLanguage(value)) page.language = value;
    else if (name === CATEGORY_PARAM && screen.path === '/books' && value !== '' && isCategory(value))
      page.category = value;
    else return null;
  }
  return page;
}

/** Whether the server draws the HTML of this address (`url`: path and query); otherwise it sends the shell. */
export function serverRenders(url: string, isCategory?: (name: string) => boolean): boolean {
  return drawnPage(url, isCategory) !== null;
}

export const SCREENS: readonly Screen[] = [
  { path: '/', page: 'src/features/home/HomePage.tsx', lcpImage: '/hero/literary-haven.svg', serverRendered: true },
  { path: '/books', page: 'src/features/books/BookListPage.tsx', lcpCover: 'newest', serverRendered: true },
  { path: '/books/:id', page: 'src/features/books/BookDetailPage.tsx', auth: true, lcpCover: 'book' },
  { path: '/aboutus', page: 'src/features/home/AboutPage.tsx', serverRendered: true },
  { path: '/contactus', page: 'src/features/contacts/ContactPage.tsx', serverRendered: true },
  { path: '/terms', page: 'src/features/home/TermsPage.tsx', serverRendered: true },
  { path: '/signin', page: 'src/features/auth/SignInPage.tsx' },
  { path: '/signup', page: 'src/features/auth/SignUpPage.tsx' },
  { path: '/profile', page: 'src/features/auth/ProfilePage.tsx', auth: true },
  { path: '/checkout/:id', page: 'src/features/checkout/CheckoutPage.tsx', auth: true },
  { path: '/ssl-payment-success', page: 'src/features/checkout/PaymentSuccessPage.tsx', auth: true },
  { path: '/payment/failed', page: 'src/features/checkout/PaymentFailedPage.tsx', auth: true },
  { path: '/payment/cancelled', page: 'src/features/checkout/PaymentCancelledPage.tsx', auth: true },
  { path: '/mybooks', page: 'src/features/orders/MyBooksPage.tsx', auth: true },
  { path: '/receipts/:id', page: 'src/features/orders/ReceiptPage.tsx', auth: true },
  { path: '*', page: 'src/components/NotFound.tsx' },
];

/** The control panel's addresses (`/cpanel/*`): SPEC.md §2's admin guard, a frame of their own outside this table. */
export const isControlPanel = (pathname: string) => pathname === '/cpanel' || pathname.startsWith('/cpanel/');

/** Whether an address is behind a guard: a screen of this table with `auth`, or the control panel. */
export const isGuarded = (pathname: string) => screenFor(pathname).auth === true || isControlPanel(pathname);

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/\/\*$/, '(?:/.*)?')
      .replace(/^\*$/, '.*')
      .replace(/:[^/]+/g, '[^/]+')}/?$`,
  );
const patterns = SCREENS.map((screen) => ({ screen, pattern: patternOf(screen.path) }));

/** The screen an address shows (the first match, as React Router's ranking gives for this table). */
export function screenFor(pathname: string): Screen {
  return patterns.find(({ pattern }) => pattern.test(pathname))!.screen;
}

const UUID = new RegExp(UUID_PATTERN);

/**
 * The book a book page's address names (the screen whose largest paint is `lcpCover: 'book'`), or null for any other
 * address and for an id that cannot name a book. The server preloads this book's read and cover in the page's HTML;
 * the SPA's first render waits for the same read.
 */
export function coverBookId(pathname: string): string | null {
  if (screenFor(pathname).lcpCover !== 'book') return null;
  const id = pathname.split('/').filter(Boolean).pop() ?? '';
  return UUID.test(id) ? id : null;
}
