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
   * The server renders the screen's HTML (src/entry-server.tsx) for a shopper who is not signed in and asks for the
   * address with no query: the page paints before its JavaScript has arrived. Only screens that read nothing but the
   * public catalogue.
   */
  serverRendered?: boolean;
}

/**
 * Set (to 1) while this browser holds a session (src/features/auth/storedSession.ts): the session itself lives in
 * localStorage, which the server cannot see, and a page rendered for a visitor who is not signed in would not match
 * what the browser draws for one who is. No secret: it only says which HTML to send.
 */
export const SESSION_HINT_COOKIE = 'boipoka_session';

/** The element of a server-rendered page that holds the state it was rendered with (JSON, read by main.tsx). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** Whether the server renders the HTML for this address (`url`: path and query) and Cookie header. */
export function rendersOnServer(url: string, cookieHeader: string | undefined): boolean {
  const [pathname, query] = url.split('?');
  if (query !== undefined || !screenFor(pathname).serverRendered) return false;
  return !(cookieHeader ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

export const SCREENS: readonly Screen[] = [
  { path: '/', page: 'src/features/home/HomePage.tsx', lcpImage: '/hero/literary-haven.svg', serverRendered: true },
  { path: '/books', page: 'src/features/books/BookListPage.tsx', lcpCover: 'newest', serverRendered: true },
  { path: '/books/:id', page: 'src/features/books/BookDetailPage.tsx', auth: true, lcpCover: 'book' },
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
  { path: '*', page: 'src/components/NotFound.tsx' },
];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/\*$/, '(?:/.*)?').replace(/^\*$/, '.*').replace(/:[^/]+/g, '[^/]+')}/?$`);
const patterns = SCREENS.map((screen) => ({ screen, pattern: patternOf(screen.path) }));

/** The screen an address shows (the first match, as React Router's ranking gives for this table). */
export function screenFor(pathname: string): Screen {
  return patterns.find(({ pattern }) => pattern.test(pathname))!.screen;
}
