/**
 * The server's words in English and Bangla: for shoppers (mails, the PDF receipt: the `mail` and `receipt` catalogues
 * the SPA reads too) and for search engines (`seo`, the pages' head tags), from src/locales/<language>/, compiled once
 * when the server starts. Error messages stay English: the SPA maps their codes to its own text.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from '../domain/format';
import bnMail from '../src/locales/bn/mail.json';
import bnReceipt from '../src/locales/bn/receipt.json';
import bnSeo from '../src/locales/bn/seo.json';
import enMail from '../src/locales/en/mail.json';
import enReceipt from '../src/locales/en/receipt.json';
import enSeo from '../src/locales/en/seo.json';

/** English is the source: every id the server may ask for. */
const english = { ...enMail, ...enReceipt, ...enSeo };
export type MessageId = keyof typeof english;

const catalogues: Record<Language, Record<MessageId, string>> = {
  en: english,
  bn: { ...bnMail, ...bnReceipt, ...bnSeo },
};

/** Compiled up front: given a compiler instead, Lingui would compile a message again on every call. */
const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]));

/** One Lingui instance per language, activated once: concurrent requests in different languages share nothing. */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: compiled(catalogues[language]) } }),
  ]),
) as Record<Language, I18n>;

export type Translate = (id: MessageId, values?: Record<string, string>) => string;

/** `t('mail.greeting', { name })` in the language; a value is inserted as given (format numbers before). */
export function translator(language: Language): Translate {
  const i18n = instances[language];
  return (id, values) => i18n._(id, values);
}

/**
 * The shop's language an Accept-Language header asks for: its tags by weight (q), the first that is one of the shop's
 * ('bn-BD' → 'bn'); undefined when none is (the caller keeps what it had, or English).
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return undefined;
}

/** The language of an API call (its Accept-Language), English when it names none of the shop's. */
export const requestLanguage = (request: { headers: { 'accept-language'?: string | string[] } }): Language =>
  acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
