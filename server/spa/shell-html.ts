import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SCREENS, SERVER_STATE_ELEMENT_ID, screenFor, type Screen } from '../../domain/screens';
import { weakEtag } from '../http-validators';
import type { RenderedPage } from '../../src/entry-server';
import type { ScreenPreloads } from './screen-preloads';
import { readManifest, shellChunks, staticClosure } from './vite-manifest';

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
 * The SPA's index.html for one address, with hints for that address's screen before </head>: modulepreload for the
 * screen's own chunks (those the shell does not already preload) and a high-priority preload of its largest image.
 * Without them a phone learns of the screen's chunk only after the shell has downloaded and run (issue 11: the
 * home page's LCP waited 1.5 s on that). Built once per screen from Vite's manifest; the control panel gets the bare
 * shell. Without a manifest (an older build) every address gets the bare shell.
 */
export interface ShellPages {
  /** The shell for an address, with its screen's hints. */
  (pathname: string): ShellPage;
  /**
   * The same with this address's own preloads (a cover looked up for it and the API reads it needs) and, when the
   * server rendered the screen, its markup inside #root and the state main.tsx hydrates with.
   */
  withPreloads(pathname: string, preloads: ScreenPreloads, rendered?: RenderedPage | null): ShellPage;
}


// React puts the preloads it finds worth making (an image it renders) ahead of the markup; they belong in <head>.
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** JSON inside <script>: no "<" (neither "</script>" nor "<!--" can end or change it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// index.html's line for a browser without JavaScript: a rendered page can be read without.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

function withRenderedScreen(html: string, { html: markup, state }: RenderedPage): string {
  const hoisted = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return html
    .replace(NOSCRIPT, '')
    .replace('</head>', `${hoisted}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup.slice(hoisted.length)}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
    );
}

/**
 * A rendered page paints from its HTML, before any script: the shell's stylesheet (a font face and a few rules, under
 * 2 kB) goes inline with it, so that the first paint waits for no other request (on slow 4G, a round trip of 150 ms
 * or more). A returning browser has the file cached, but the bytes are few. Larger stylesheets stay links.
 */
const MAX_INLINE_STYLESHEET_BYTES = 8 * 1024;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

function inlinedStylesheets(spaDir: string, html: string): Map<string, string> {
  const inline = new Map<string, string>();
  for (const [link, file] of html.matchAll(STYLESHEET_LINK)) {
    const css = readFileSync(path.join(spaDir, file), 'utf8');
    if (Buffer.byteLength(css) <= MAX_INLINE_STYLESHEET_BYTES && !css.includes('</')) inline.set(link, `<style>${css}</style>`);
  }
  return inline;
}

/**
 * A rendered page's scripts only make it interactive: they are fetched once the page has painted, so that the first
 * paint shares the connection with nothing but its own image and font. On a phone the HTML paints long before 175 kB
 * of script could arrive anyway; on a fast connection the scripts would otherwise arrive before the first paint and
 * run ahead of it. The page names its scripts in SCRIPTS_ELEMENT_ID (JSON) and AFTER_PAINT_LOADER, a fixed inline
 * module script allowed by its hash in the Content-Security-Policy (server/app.ts), preloads and imports them after
 * the next frame (at once in a hidden tab, which paints nothing). A page drawn by its scripts loads them as built.
 */
export const SCRIPTS_ELEMENT_ID = 'page-scripts';
export const AFTER_PAINT_LOADER =
  `const{entry,preloads}=JSON.parse(document.getElementById('${SCRIPTS_ELEMENT_ID}').textContent);` +
  `const load=()=>{for(const href of preloads){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}import(entry)};` +
  `document.visibilityState==='hidden'?load():requestAnimationFrame(()=>setTimeout(load))`;
/** The CSP source that allows AFTER_PAINT_LOADER. */
export const afterPaintLoaderSource = () => `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page with its module scripts loaded after its first paint, or as it is when it has no entry script. */
function scriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const scripts = `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${scriptJson({ entry, preloads })}</script><script type="module">${AFTER_PAINT_LOADER}</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${scripts}</body>`);
}

/** Shells with an address's own preloads kept compressed, the most recent ones (a few kB each, a rendered one 50–100 kB). */
const MAX_ADDRESS_SHELLS = 500;
const MAX_ADDRESS_SHELL_BYTES = 8 * 1024 * 1024;

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
const imagePreload = (href: string) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;
// crossorigin: fetch() requests in cors mode with same-origin credentials, and a preload is used only if it matches.
const dataPreload = (href: string) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`;

export function loadShellPages(spaDir: string): ShellPages {
  const indexHtml = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  const manifest = readManifest(spaDir);

  // Per screen, compressed once at the highest levels; with an address's own preloads, per request at quick ones.
  const page = (html: string, { brotli, gzip }: { brotli: number; gzip: number } = { brotli: 11, gzip: 9 }): ShellPage => ({
    html,
    etag: weakEtag(html),
    encoded: { br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotli } }), gzip: gzipSync(html, { level: gzip }) },
  });
  const bare = page(indexHtml);
  const stylesheets = inlinedStylesheets(spaDir, indexHtml);
  const withInlineStylesheets = (html: string) => [...stylesheets].reduce((inlined, [link, style]) => inlined.replace(link, style), html);

  const screenPages = new Map<Screen, ShellPage>();
  if (manifest) {
    const shell = shellChunks(manifest);
    const hintsFor = (screen: Screen) => {
      const chunks = [...staticClosure(manifest, screen.page)].filter((key) => !shell.has(key));
      const links = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      if (screen.lcpImage) links.unshift(imagePreload(screen.lcpImage));
      return links.join('');
    };
    for (const screen of SCREENS) screenPages.set(screen, page(indexHtml.replace('</head>', `${hintsFor(screen)}</head>`)));
  }
  const shellFor = (pathname: string) => (pathname === '/cpanel' || pathname.startsWith('/cpanel/') ? bare : screenPages.get(screenFor(pathname)) ?? bare);

  const addressShells = new LRUCache<string, ShellPage>({
    max: MAX_ADDRESS_SHELLS,
    maxSize: MAX_ADDRESS_SHELL_BYTES,
    sizeCalculation: (shell) => shell.html.length + shell.encoded.br.length + shell.encoded.gzip.length,
  });
  const withPreloads = (pathname: string, { cover, data }: ScreenPreloads, rendered?: RenderedPage | null) => {
    // A rendered screen brings its data along: only the cover is worth fetching ahead.
    const links = (cover ? imagePreload(cover) : '') + (rendered ? '' : data.map(dataPreload).join(''));
    if (!links && !rendered) return shellFor(pathname);
    const withLinks = shellFor(pathname).html.replace('</head>', `${links}</head>`);
    const html = rendered ? scriptsAfterPaint(withRenderedScreen(withInlineStylesheets(withLinks), rendered)) : withLinks;
    let shell = addressShells.get(html);
    if (!shell) addressShells.set(html, (shell = page(html, { brotli: 5, gzip: 6 })));
    return shell;
  };
  return Object.assign(shellFor, { withPreloads });
}
