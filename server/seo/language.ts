import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/format';
import { LANGUAGE_PARAM } from '../../domain/screens';
import { cookieValue } from '../cookies';

/** The cookie that remembers a browser's language (`en` | `bn`), set by the SPA's language choice. */
export const LANGUAGE_COOKIE = 'lang';

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
