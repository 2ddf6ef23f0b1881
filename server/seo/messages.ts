import type { Language } from '../../domain/format';
import { translator } from '../i18n';
import type en from '../../src/locales/en/seo.json';

/** The server's `seo` namespace (src/locales/{en,bn}/seo.json). */
export type SeoKey = keyof typeof en;

/** One text of the `seo` namespace in `language`, its ICU placeholders filled (plain text: escape it for HTML). */
export const seoText = (language: Language, key: SeoKey, values?: Record<string, string>): string =>
  translator(language)(key, values);
