import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { SCREENS, screenFor, type Screen } from '../../domain/screens';
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
export function loadShellPages(spaDir: string): (pathname: string) => ShellPage {
  const indexHtml = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  const manifest = readManifest(spaDir);

  const page = (html: string): ShellPage => ({
    html,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded: { br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(html, { level: 9 }) },
  });
  const bare = page(indexHtml);
  if (!manifest) return () => bare;

  const shell = shellChunks(manifest);

  const hintsFor = (screen: Screen) => {
    const chunks = [...staticClosure(manifest, screen.page)].filter((key) => !shell.has(key));
    const links = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
    if (screen.lcpImage) links.unshift(`<link rel="preload" as="image" href="${screen.lcpImage}" fetchpriority="high">`);
    return links.join('');
  };
  const pages = new Map(SCREENS.map((screen) => [screen, page(indexHtml.replace('</head>', `${hintsFor(screen)}</head>`))]));

  return (pathname) => (pathname === '/cpanel' || pathname.startsWith('/cpanel/') ? bare : pages.get(screenFor(pathname)) ?? bare);
}
