import { i18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  isLanguage,
  languageOf,
  type Language,
} from '../../../domain/format';
import { loadNamespaces } from './catalogues';
import type { Namespace } from './namespaces';

export { loadedNamespaces, loadNamespaces } from './catalogues';
export { namespacesOfPage, type Namespace } from './namespaces';

/** The browser's Lingui instance (the server's render makes one per page). */
export const browserI18n: I18n = i18n;

/**
 * The language the address names (`?lang=`), else the one the page was served in (the server writes it on <html>),
 * else the remembered one, else English.
 */
export function languageOfPage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const named = new URLSearchParams(location.search).get(LANGUAGE_QUERY);
  if (isLanguage(named)) return named;
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

/** A message id or descriptor as yup schemas and other non-React code name a message (`{ id, values }`). */
export type MessageRef = string | { id: string; values?: Record<string, unknown> };

const MESSAGE_KEY = /^[a-z]+\.[A-Za-z0-9_.]+$/;

/** Whether `value` names a catalogue message (rather than being text already). */
export const isMessageRef = (value: unknown): value is MessageRef =>
  (typeof value === 'string' && MESSAGE_KEY.test(value)) ||
  (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string');

/** The catalogue key of a category's name: categories are the shop's data, the known ones have a Bangla name. */
export const categoryMessageId = (category: string) =>
  `common.category.${category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}`;

/** A category as the page's language names it (a category an admin added later keeps its own name). */
export function useCategoryName(): (category: string) => string {
  const { i18n: active } = useLingui();
  return (category) => {
    const id = categoryMessageId(category);
    return id in active.messages ? active._(id) : category;
  };
}
