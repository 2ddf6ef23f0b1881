import { browserI18n } from '../../src/lib/i18n';

/** A message's English text, as the screens under test show it (test/web/setup.ts loads the English catalogues). */
export const t = (id: string, values?: Record<string, unknown>): string => browserI18n._(id, values);
