import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SCREENS, SERVER_STATE_ELEMENT_ID, screenFor, type Screen } from '../../domain/screens';
import { weakEtag } from '../http-validators';
import type { RenderedPage } from '../../src/entry-server';
import type { ScreenPreloads } from './screen-preloads';
import { readManifest, shellChunks, staticClosure } from './vite-manifest';

/** index.html's placeholders, as in Vite's SSR guide: what goes into <head>, and the markup inside #root. */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const HTML_PLACEHOLDER = '<!--app-html-->';

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

/**
 * The SPA's index.html for one address, with hints for that address's screen in <head>: modulepreload for the
 * screen's own chunks (those the shell does not already load) and a high-priority preload of its largest image.
 * Without them a phone learns of the screen's chunk only after the shell has downloaded and run. The control panel
 * gets the bare shell.
 */
export interface ShellPages {
  /** The shell for an address, with its screen's hints. */
  (pathname: string): ShellPage;
  /**
   * The same with this address's own preloads (a cover looked up for it and the API reads it needs) and, when the
   * server rendered the screen, its markup, styles and the state main.tsx hydrates with.
   */
  withPreloads(pathname: string, preloads: ScreenPreloads, rendered?: RenderedPage | null): ShellPage;
}

/** JSON inside <script>: no "<" (neither "</script>" nor "<!--" can end or change it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Shells with an address's own preloads kept compressed, the most recent ones (a few kB each, a rendered one 50–100 kB). */
const MAX_ADDRESS_SHELLS = 500;
const MAX_ADDRESS_SHELL_BYTES = 8 * 1024 * 1024;

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
const imagePreload = (href: string) =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;
// crossorigin: fetch() requests in cors mode with same-origin credentials, and a preload is used only if it matches.
const dataPreload = (href: string) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`;

export function loadShellPages(spaDir: string): ShellPages {
  const template = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  for (const placeholder of [HEAD_PLACEHOLDER, HTML_PLACEHOLDER]) {
    if (!template.includes(placeholder))
      throw new Error(`${spaDir}/index.html has no ${placeholder}: was it built from this repository's index.html?`);
  }
  const manifest = readManifest(spaDir);
  // Replaced by functions: a replacement string would read `$&` and the like in the markup as patterns.
  const compose = (head: string, html = '') =>
    template.replace(HEAD_PLACEHOLDER, () => head).replace(HTML_PLACEHOLDER, () => html);

  // Per screen, compressed once at the highest levels; with an address's own preloads, per request at quick ones.
  const page = (
    html: string,
    { brotli, gzip }: { brotli: number; gzip: number } = { brotli: 11, gzip: 9 },
  ): ShellPage => ({
    html,
    etag: weakEtag(html),
    encoded: {
      br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotli } }),
      gzip: gzipSync(html, { level: gzip }),
    },
  });
  const bare = page(compose(''));

  const hints = new Map<Screen, string>();
  if (manifest) {
    const shell = shellChunks(manifest);
    for (const screen of SCREENS) {
      const chunks = [...staticClosure(manifest, screen.page)].filter((key) => !shell.has(key));
      const links = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      if (screen.lcpImage) links.unshift(imagePreload(screen.lcpImage));
      hints.set(screen, links.join(''));
    }
  }
  const screenPages = new Map([...hints].map(([screen, links]) => [screen, page(compose(links))]));
  const isControlPanel = (pathname: string) => pathname === '/cpanel' || pathname.startsWith('/cpanel/');
  const shellFor = (pathname: string) =>
    isControlPanel(pathname) ? bare : (screenPages.get(screenFor(pathname)) ?? bare);

  const addressShells = new LRUCache<string, ShellPage>({
    max: MAX_ADDRESS_SHELLS,
    maxSize: MAX_ADDRESS_SHELL_BYTES,
    sizeCalculation: (shell) => shell.html.length + shell.encoded.br.length + shell.encoded.gzip.length,
  });
  const withPreloads = (pathname: string, { cover, data }: ScreenPreloads, rendered?: RenderedPage | null) => {
    // A rendered screen brings its data along: only the cover is worth fetching ahead.
    const coverLink = cover ? imagePreload(cover) : '';
    const dataLinks = rendered ? '' : data.map(dataPreload).join('');
    if (!coverLink && !dataLinks && !rendered) return shellFor(pathname);
    const screenHints = isControlPanel(pathname) ? '' : (hints.get(screenFor(pathname)) ?? '');
    const state = rendered
      ? `${rendered.head}<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`
      : '';
    // The cover first: the browser requests preloads in document order, and behind a screen's module preloads the
    // painted image waited for them on a slow connection.
    const html = compose(coverLink + screenHints + dataLinks + state, rendered?.html);
    let shell = addressShells.get(html);
    if (!shell) addressShells.set(html, (shell = page(html, { brotli: 5, gzip: 6 })));
    return shell;
  };
  return Object.assign(shellFor, { withPreloads });
}
