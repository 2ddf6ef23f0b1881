import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Language } from '../../domain/format';
import type { RenderedPage } from '../../src/entry-server';

/** The folder `npm run build` writes the server's render of the SPA in `spaDir` to (dist → dist-ssr). */
export const serverRenderDir = (spaDir: string) => `${path.resolve(spaDir)}-ssr`;

/** What a page is drawn for besides its address. */
export interface RenderOptions {
  language: Language;
}

/** src/entry-server.tsx's render: null when the page is left to the browser (one of its reads failed). */
export type RenderPage = (
  url: string,
  fetch: typeof globalThis.fetch,
  options: RenderOptions,
) => Promise<RenderedPage | null>;

/** The built render (Vite's SSR guide: `vite build --ssr src/entry-server.tsx`), or null when none was built. */
export async function loadRenderPage(spaDir: string): Promise<RenderPage | null> {
  const entry = path.join(serverRenderDir(spaDir), 'entry-server.js');
  if (!existsSync(entry)) return null;
  return ((await import(pathToFileURL(entry).href)) as { render: RenderPage }).render;
}

/** A fetch answered by this app in-process: the render's api reads, GET only (a render changes nothing). */
export function inProcessFetch(app: Pick<FastifyInstance, 'inject'>): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers) as InjectOptions['headers'],
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** The page for `url` in a language, rendered for the catalogue as it is now (kept per catalogue generation). */
export type ServerRenderer = (url: string, options: RenderOptions) => Promise<RenderedPage | null>;

/**
 * Renders pages through `renderPage` and keeps each (per address and language) for as long as the catalogue (the only
 * data a server-rendered screen reads) stays unchanged: a render costs tens of milliseconds of this process's CPU, a
 * kept page nothing. Concurrent requests for a page not kept yet share one render. Only the landing addresses and the
 * catalogue's category lists are ever rendered (domain/screens.ts drawnPage), so no request can make the server render
 * an address of its choosing; the least recently asked for are dropped past `maxPages`.
 */
export function serverRenderer(
  app: Pick<FastifyInstance, 'inject' | 'catalogueGeneration'>,
  renderPage: RenderPage,
  { maxPages = 48 } = {},
): ServerRenderer {
  const fetch = inProcessFetch(app);
  const pages = new LRUCache<string, { generation: number; page: Promise<RenderedPage | null> }>({ max: maxPages });
  return (url, options) => {
    const key = `${options.language} ${url}`;
    const generation = app.catalogueGeneration();
    const kept = pages.get(key);
    if (kept && kept.generation === generation) return kept.page;
    const page = renderPage(url, fetch, options);
    if (generation === null) return page;
    pages.set(key, { generation, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => pages.get(key)?.page === page && pages.delete(key));
    return page;
  };
}
