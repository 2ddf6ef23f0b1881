/**
 * SPEC.md §2's storefront screens: each address, the module that draws it (its own lazy chunk) and whether it is
 * behind the login guard. The SPA's router builds its routes from this table, and the server reads it to tell the
 * browser, in the HTML it serves for an address, which chunks that screen needs (modulepreload) and which image is
 * its largest paint, so neither waits for the shell's JavaScript to ask (issue 11: LCP on a phone).
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
   * For whom the server renders the screen's HTML (src/entry-server.tsx) when the address has no query, so that the page
   * paints before its JavaScript has arrived: a `visitor` (no session hint cookie) or a browser holding a `session`
   * (drawn without who it is: the navbar's account button is drawn neutral until the browser takes over). Only
   * screens that read nothing but the public catalogue; anyone else gets the shell, which the browser draws.
   */
  serverRendered?: readonly RenderedFor[];
}

/**
 * Set (to 1) while this browser holds a session (src/features/auth/storedSession.ts): the session itself lives in
 * localStorage, which the server cannot see, and a page rendered for a visitor would not match what the browser draws
 * for one who is signed in (the navbar, the login guard). No secret: it only says which HTML to send.
 */
export const SESSION_HINT_COOKIE = 'boipoka_session';

/** The element of a server-rendered page that holds the state it was rendered with (JSON, read by main.tsx). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** A browser the server renders a page for: one without a session (a visitor) or one holding a session. */
export type RenderedFor = 'visitor' | 'session';

/**
 * For whom the server renders the HTML of this address (`url`: path and query) with this Cookie header, or null when
 * it sends the shell for the browser to draw.
 */
export function serverRenderFor(url: string, cookieHeader: string | undefined): RenderedFor | null {
  const [pathname, query] = url.split('?');
  const renderedFor = screenFor(pathname).serverRendered;
  if (query !== undefined || !renderedFor) return null;
  const session = (cookieHeader ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
  const browser: RenderedFor = session ? 'session' : 'visitor';
  return renderedFor.includes(browser) ? browser : null;
}

export const SCREENS: readonly Screen[] = [
  { path: '/', page: 'src/features/home/HomePage.tsx', lcpImage: '/hero/literary-haven.svg', serverRendered: ['visitor', 'session'] },
  { path: '/books', page: 'src/features/books/BookListPage.tsx', lcpCover: 'newest', serverRendered: ['visitor', 'session'] },
  { path: '/books/:id', page: 'src/features/books/BookDetailPage.tsx', auth: true, lcpCover: 'book', serverRendered: ['session'] },
  { path: '/aboutus', page: 'src/features/home/AboutPage.tsx' },
  { path: '/contactus', page: 'src/features/contacts/ContactPage.tsx' },
  { path: '/signin', page: 'src/features/auth/SignInPage.tsx' },
  { path: '/signup', page: 'src/features/auth/SignUpPage.tsx' },
  { path: '/profile', page: 'src/features/profile/ProfilePage.tsx', auth: true },
  { path: '/checkout/:id', page: 'src/features/checkout/CheckoutPage.tsx', auth: true },
  { path: '/ssl-payment-success', page: 'src/features/checkout/PaymentSuccessPage.tsx', auth: true },
  { path: '/payment/failed', page: 'src/features/checkout/PaymentFailedPage.tsx', auth: true },
  { path: '/payment/cancelled', page: 'src/features/checkout/PaymentCancelledPage.tsx', auth: true },
  { path: '/mybooks', page: 'src/features/orders/MyBooksPage.tsx', auth: true },
  { path: '/receipts/:id', page: 'src/features/orders/ReceiptPage.tsx', auth: true },
  { path: '*', page: 'src/components/NotFound.tsx' },
];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/\*$/, '(?:/.*)?').replace(/^\*$/, '.*').replace(/:[^/]+/g, '[^/]+')}/?$`);
const patterns = SCREENS.map((screen) => ({ screen, pattern: patternOf(screen.path) }));

/** The screen an address shows (the first match, as React Router's ranking gives for this table). */
export function screenFor(pathname: string): Screen {
  return patterns.find(({ pattern }) => pattern.test(pathname))!.screen;
}
