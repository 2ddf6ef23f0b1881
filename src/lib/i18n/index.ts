import { i18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  isLanguage,
  languageOf,
  type Language,
} from '../../../domain/format';
import { loadNamespaces } from './catalogues';
import { isNamespace, type Namespace } from './namespaces';

export { loadedNamespaces, loadNamespaces } from './catalogues';
export type { Namespace } from './namespaces';

/** The browser's Lingui instance (the server's render makes one per page). */
export const browserI18n: I18n = i18n;

/** The language the page was served in (the server writes it on <html>), else the remembered one, else English. */
export function languageOfPage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split('=')[1];
  return languageOf(document.documentElement.lang) ?? (isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE);
}

/** Remembers the choice for this browser (a year) and tells the page, screen readers and fonts included. */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = HTML_LANG[language];
}

/** A screen's messages: its feature folder's namespace (`common` is always loaded). */
export function namespacesOfPage(page: string): Namespace[] {
  const feature = /^src\/features\/([^/]+)\//.exec(page)?.[1];
  return feature && isNamespace(feature) ? [feature] : [];
}

/** Loads a module together with a namespace's messages in the active language (lazy screens and panels). */
export function withMessages<T>(namespaces: readonly Namespace[], load: () => Promise<T>, instance: I18n = i18n) {
  return () =>
    Promise.all([load(), loadNamespaces(instance, (instance.locale || DEFAULT_LANGUAGE) as Language, namespaces)]).then(
      ([module]) => module,
    );
}

/** The active language, for numbers, amounts and dates (domain/format.ts). */
export function useLanguage(): Language {
  const { i18n: active } = useLingui();
  return isLanguage(active.locale) ? active.locale : DEFAULT_LANGUAGE;
}
