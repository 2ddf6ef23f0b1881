import type { Language } from './format';
import { LANGUAGE_PARAM } from './screens';

/**
 * The sign-in screen's address when a guard sends someone there: where they were going (`next`) and, when it is not
 * simply that the page needs a session, why (`reason`). The server's redirect of a visitor and the SPA's guards build
 * it the same way, and the sign-in screen reads it back, so it survives a reload.
 */
export const SIGN_IN_PATH = '/signin';
export const NEXT_PARAM = 'next';
export const REASON_PARAM = 'reason';

/** Why a guard sent someone to sign in: the page needs a session, or the control panel needs an admin. */
export type SignInReason = 'signInRequired' | 'adminOnly';

export function signInAddress(next: string, reason: SignInReason = 'signInRequired', language?: Language): string {
  const params = new URLSearchParams();
  if (language) params.set(LANGUAGE_PARAM, language);
  params.set(NEXT_PARAM, next);
  if (reason !== 'signInRequired') params.set(REASON_PARAM, reason);
  return `${SIGN_IN_PATH}?${params}`;
}

export interface SignInIntent {
  /** Where to go once signed in: a path of this shop, never the account screens themselves; home by default. */
  next: string;
  reason: SignInReason | null;
}

/** What a sign-in address's query (`?next=…&reason=…`) asks; anything else in it is ignored. */
export function signInIntent(search: string): SignInIntent {
  const params = new URLSearchParams(search);
  const next = shopPath(params.get(NEXT_PARAM));
  if (params.get(REASON_PARAM) === 'adminOnly') return { next: next ?? '/', reason: 'adminOnly' };
  return next ? { next, reason: 'signInRequired' } : { next: '/', reason: null };
}

/** A path of this shop: '//host' or '/\host' would leave it, and the account screens never lead back to themselves. */
function shopPath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0];
  return pathname === SIGN_IN_PATH || pathname === '/signup' ? null : path;
}

/** The line the sign-in page shows to say why the visitor is there: a book's page, another page, or the panel. */
export type SignInLine = 'book' | 'page' | 'adminOnly';

export function signInLine(search: string): SignInLine | null {
  const { next, reason } = signInIntent(search);
  if (reason === null) return null;
  if (reason === 'adminOnly') return 'adminOnly';
  return next.startsWith('/books/') ? 'book' : 'page';
}

/** One address per line, where the server draws the sign-in page that shows it. */
const LINE_ADDRESSES: Record<SignInLine, string> = {
  book: signInAddress('/books/'),
  page: signInAddress('/'),
  adminOnly: signInAddress('/', 'adminOnly'),
};
const SIGN_IN_QUERY = new Set([LANGUAGE_PARAM, NEXT_PARAM, REASON_PARAM]);

/**
 * The address the server draws a visitor's sign-in page at, or null when it leaves that page to the browser. The
 * page differs only by its line (signInLine), so each line is drawn at one address of its own: a request cannot make
 * the server draw, or keep, more than these few pages per language. Only `lang`, `next` and `reason` may be in the
 * query, each once.
 */
export function drawnSignInAddress(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (pathname !== SIGN_IN_PATH) return null;
  const search = queryAt < 0 ? '' : url.slice(queryAt);
  const names = [...new URLSearchParams(search).keys()];
  if (new Set(names).size !== names.length || names.some((name) => !SIGN_IN_QUERY.has(name))) return null;
  const line = signInLine(search);
  return line ? LINE_ADDRESSES[line] : SIGN_IN_PATH;
}
