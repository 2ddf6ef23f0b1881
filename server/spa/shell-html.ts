import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SCREENS, screenFor, type Screen } from '../../domain/screens';
import { weakEtag } from '../http-validators';
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
  /** The same with this address's own preloads: a cover looked up for it and the API reads it needs. */
  withPreloads(pathname: string, preloads: ScreenPreloads): ShellPage;
}

/** Shells with an address's own preloads kept compressed (a few hundred bytes each; the most recent ones). */
const MAX_ADDRESS_SHELLS = 500;

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

  const addressShells = new LRUCache<string, ShellPage>({ max: MAX_ADDRESS_SHELLS });
  const withPreloads = (pathname: string, { cover, data }: ScreenPreloads) => {
    const links = (cover ? imagePreload(cover) : '') + data.map(dataPreload).join('');
    if (!links) return shellFor(pathname);
    const html = shellFor(pathname).html.replace('</head>', `${links}</head>`);
    let shell = addressShells.get(html);
    if (!shell) addressShells.set(html, (shell = page(html, { brotli: 5, gzip: 6 })));
    return shell;
  };
  return Object.assign(shellFor, { withPreloads });
}
