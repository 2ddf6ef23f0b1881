import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/format';
import { LANGUAGE_PARAM } from '../../domain/screens';

/** The cookie that remembers a browser's language (`en` | `bn`), set by the SPA's language choice. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The value of one cookie in a Cookie header, or undefined (the first of its name, as browsers send the most specific
 * first).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language of an HTML answer: the address's `?lang=en|bn`, else the `lang` cookie, else English. `named` says
 * whether the address itself named it.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): { language: Language; named: boolean } {
  const queryAt = url.indexOf('?');
  if (queryAt >= 0) {
    const asked = new URLSearchParams(url.slice(queryAt + 1)).get(LANGUAGE_PARAM);
    if (isLanguage(asked)) return { language: asked, named: true };
  }
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return { language: isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE, named: false };
}

/** A year, as long as the SPA's own choice is remembered. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie value that remembers a language for every page of the shop (readable by the SPA: not HttpOnly). */
export const languageCookie = (language: Language, secure: boolean) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
