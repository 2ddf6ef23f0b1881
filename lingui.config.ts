import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';
import { NAMESPACES } from './src/lib/i18n/namespaces';

/**
 * Lingui's catalogues: one flat JSON file per language and namespace, with explicit message ids (no extraction, no
 * macros). `@lingui/vite-plugin` compiles a catalogue when it is imported with the `?lingui` suffix.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: NAMESPACES.map((namespace) => ({
    path: `<rootDir>/src/locales/{locale}/${namespace}`,
    include: ['<rootDir>/src'],
  })),
  format: formatter({ style: 'minimal' }),
});
