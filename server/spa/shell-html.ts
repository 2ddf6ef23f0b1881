import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { HTML_LANG, LANGUAGES, type Language } from '../../domain/format';
import { SCREENS, SERVER_STATE_ELEMENT_ID, screenFor, type Screen } from '../../domain/screens';
import { weakEtag } from '../http-validators';
import { escapeHtml, scriptJson } from './escape';
import type { RenderedPage } from '../../src/entry-server';
import { namespacesOfPage } from '../../src/lib/i18n/namespaces';
import type { ScreenPreloads } from './screen-preloads';
import { readManifest, shellChunks, staticClosure } from './vite-manifest';

/** index.html's placeholders, as in Vite's SSR guide: what goes into <head>, and the markup inside #root. */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const HTML_PLACEHOLDER = '<!--app-html-->';
/** The page's language, in `<html lang="<!--app-lang-->">`: `en` or `bn-BD`. */
export const LANG_PLACEHOLDER = '<!--app-lang-->';

export interface ShellPage {
  html: string;
  etag: string;
  /** Compressed once here, as the build does for every other file (a not-found handler gets no @fastify/compress). */
  encoded: { br: Buffer; gzip: Buffer };
}

/** The encoding to send for an Accept-Encoding header: br, then gzip, when accepted with a q-value above 0. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** What the page served for one address is made of. */
export interface ShellRequest {
  pathname: string;
  /** The page's language: `<html lang>` (HTML_LANG). */
  language: Language;
  /** The page's tags for search engines and link previews (server/seo/head.ts), first in <head>. */
  seoHead: string;
  /** This address's own preloads: a cover looked up for it and the API reads it needs. */
  preloads?: ScreenPreloads;
  /** When the server rendered the screen: its markup, its styles and the state main.tsx hydrates with. */
  rendered?: RenderedPage | null;
  /**
   * Asked by the browser's service worker (its navigation preload): the shop's chunks are in that worker's cache, so
   * a drawn page names its screen's chunks too.
   */
  fromServiceWorker?: boolean;
}

/**
 * The SPA's index.html for one address, in its language, with its head tags and hints for that address's screen in
 * <head>: a high-priority preload of its largest image and of the fonts its first paint uses, which the browser would
 * otherwise find only when it lays the page out. A page the browser draws also names the screen's own chunks (those the
 * shell does not already load) and the messages its first render waits for in that language, with modulepreload:
 * without them a phone learns of these only after the shell has downloaded and run. A page the server drew is already
 * on screen, and its chunks only hydrate it: the shell imports them as it runs, so on a slow connection they do not
 * compete with the image, the fonts and the shell. Asked by the service worker, whose cache holds the chunks, a drawn
 * page names them as well: Vite's preload helper then finds them in the document and adds no link of its own, which
 * costs the main thread while the shell starts. The control panel gets no hints.
 */
export type ShellPages = (request: ShellRequest) => ShellPage;

/** Pages kept compressed, the most recent ones (a shell is a few kB, a rendered page 50–100 kB). */
const MAX_KEPT_PAGES = 500;
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
/** Up to this size a page is compressed at the highest levels (a few milliseconds); past it, at quick ones. */
const SMALL_PAGE = 32 * 1024;

const imagePreload = (href: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
// crossorigin: fetch() requests in cors mode with same-origin credentials, and a preload is used only if it matches.
const dataPreload = (href: string) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`;
// Fonts are always fetched in cors mode.
const fontPreload = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;

/**
 * The font files a page's first paint uses in each language (their @font-face rules are in src/app/globalStyles.tsx):
 * the small Bengali one for the taka sign, the digits and the name beside the logo, and in Bangla the letters.
 */
export const FIRST_PAINT_FONTS: Record<Language, string[]> = {
  en: ['src/assets/fonts/bengali-brand.woff2'],
  bn: [
    'src/assets/fonts/bengali-brand.woff2',
    'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
  ],
};

export function loadShellPages(spaDir: string): ShellPages {
  const template = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  for (const placeholder of [LANG_PLACEHOLDER, HEAD_PLACEHOLDER, HTML_PLACEHOLDER]) {
    if (!template.includes(placeholder))
      throw new Error(`${spaDir}/index.html has no ${placeholder}: was it built from this repository's index.html?`);
  }
  const manifest = readManifest(spaDir);
  // Replaced by functions: a replacement string would read `$&` and the like in the markup as patterns.
  const compose = (language: Language, head: string, html = '') =>
    template
      .replace(LANG_PLACEHOLDER, () => HTML_LANG[language])
      .replace(HEAD_PLACEHOLDER, () => head)
      .replace(HTML_PLACEHOLDER, () => html);

  const page = (html: string): ShellPage => {
    const small = html.length <= SMALL_PAGE;
    return {
      html,
      etag: weakEtag(html),
      encoded: {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: small ? 11 : 5 } }),
        gzip: gzipSync(html, { level: small ? 9 : 6 }),
      },
    };
  };

  /** Per screen and language: its first paint's hints alone, and with the screen's chunks and messages. */
  const hints = new Map<string, { firstPaint: string; withChunks: string }>();
  const hintsKey = (screen: Screen, language: Language) => `${language} ${screen.path}`;
  if (manifest) {
    const shell = shellChunks(manifest);
    // The browser requests a font only when it lays out text drawn with it, even when the page came with its styles.
    const fontLinks = (language: Language) =>
      FIRST_PAINT_FONTS[language]
        .filter((key) => manifest[key])
        .map((key) => fontPreload(manifest[key].file))
        .join('');
    const fonts = { en: fontLinks('en'), bn: fontLinks('bn') } satisfies Record<Language, string>;
    for (const screen of SCREENS.filter(({ page }) => manifest[page])) {
      for (const language of LANGUAGES) {
        // The messages the first render waits for (main.tsx: `common`, and the screen's own with its chunk).
        const catalogues = ['common', ...namespacesOfPage(screen.page)]
          .map((namespace) => `src/locales/${language}/${namespace}.json?lingui`)
          .filter((key) => manifest[key]);
        const files = [...staticClosure(manifest, screen.page), ...catalogues]
          .filter((key) => !shell.has(key))
          .map((key) => manifest[key].file);
        const image = screen.lcpImage ? imagePreload(screen.lcpImage) : '';
        const firstPaint = image + fonts[language];
        hints.set(hintsKey(screen, language), {
          firstPaint,
          withChunks: firstPaint + files.map(modulePreload).join(''),
        });
      }
    }
  }
  const isControlPanel = (pathname: string) => pathname === '/cpanel' || pathname.startsWith('/cpanel/');

  // Pages differ by address only in their head tags and preloads (and a rendered screen): the same few come again
  // and again, so each is composed and compressed once, and found again by what it is made of (not by its text:
  // hashing a drawn page's 50–100 kB on every request cost more than the rest of the answer).
  const kept = new LRUCache<string, ShellPage>({
    max: MAX_KEPT_PAGES,
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (shell) => shell.html.length + shell.encoded.br.length + shell.encoded.gzip.length,
  });
  // Each render is one object for as long as the renderer keeps it (server-render.ts): it is named by a number.
  const renderIds = new WeakMap<RenderedPage, number>();
  let lastRenderId = 0;
  const renderId = (rendered: RenderedPage) => {
    let id = renderIds.get(rendered);
    if (id === undefined) renderIds.set(rendered, (id = ++lastRenderId));
    return id;
  };
  return ({ pathname, language, seoHead, preloads = { cover: null, data: [] }, rendered, fromServiceWorker }) => {
    // A rendered screen brings its data along: only the cover is worth fetching ahead.
    const coverLink = preloads.cover ? imagePreload(preloads.cover) : '';
    const dataLinks = rendered ? '' : preloads.data.map(dataPreload).join('');
    const screenHints = isControlPanel(pathname)
      ? ''
      : (hints.get(hintsKey(screenFor(pathname), language))?.[
          rendered && !fromServiceWorker ? 'firstPaint' : 'withChunks'
        ] ?? '');
    // The cover first among the preloads: the browser requests them in document order, and behind a screen's module
    // preloads the painted image waited for them on a slow connection.
    const head = seoHead + coverLink + screenHints + dataLinks;
    const key = `${language} ${rendered ? renderId(rendered) : 0} ${head}`;
    let shell = kept.get(key);
    if (!shell) {
      const state = rendered
        ? `${rendered.head}<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`
        : '';
      kept.set(key, (shell = page(compose(language, head + state, rendered?.html))));
    }
    return shell;
  };
}
