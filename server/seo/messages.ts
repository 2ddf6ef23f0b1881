import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Language } from '../../domain/format';
import bn from '../../src/locales/bn/seo.json';
import en from '../../src/locales/en/seo.json';

/** The server's `seo` namespace (src/locales/{en,bn}/seo.json): every key, in both catalogues. */
export type SeoKey = keyof typeof en & keyof typeof bn;

/** A catalogue compiled once (Lingui compiles a message on every call when given a compiler). */
const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessageOrThrow(message)]));

const catalogues: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: compiled(en) } }),
  bn: setupI18n({ locale: 'bn', messages: { bn: compiled(bn) } }),
};

/** One text of the `seo` namespace in `language`, its ICU placeholders filled (plain text: escape it for HTML). */
export function seoText(language: Language, key: SeoKey, values?: Record<string, string>): string {
  return catalogues[language]._(key, values);
}
