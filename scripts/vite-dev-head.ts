import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite's dev server fills index.html's placeholders (server/spa/shell-html.ts: `<!--app-lang-->`, `<!--app-head-->`),
 * which the shop's server fills for every page, so that a page under `npm run dev` has its language and a title too:
 * the language from `?lang=bn` (the dev server's hook sees no cookies), the shop's title in it. Self-contained: the
 * config loader reads this file, and the server's modules would drag its whole graph in.
 */
export function devHead(): Plugin {
  let root = process.cwd();
  const title = (language: 'en' | 'bn') =>
    (
      JSON.parse(readFileSync(path.join(root, 'src', 'locales', language, 'seo.json'), 'utf8')) as Record<
        string,
        string
      >
    )['seo.private.title'];
  return {
    name: 'boipoka-dev-head',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, { originalUrl }) {
        const language =
          new URL(originalUrl ?? '/', 'http://localhost').searchParams.get('lang') === 'bn' ? 'bn' : 'en';
        return html
          .replace('<!--app-lang-->', language === 'bn' ? 'bn-BD' : 'en')
          .replace(
            '<!--app-head-->',
            () => `<title>${title(language).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>`,
          );
      },
    },
  };
}
