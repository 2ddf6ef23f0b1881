import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderedFor } from '../../domain/screens';
import type { RenderedPage } from '../../src/entry-server';

/** What `vite build --ssr` leaves beside the render (scripts/build-spa.ts): the client build it was made with. */
export const SERVER_BUILD_FILE = 'build.json';
export interface ServerBuild {
  /** The client's entry script (dist/index.html names it): a render from another build would not hydrate. */
  entry: string;
}

/** The folder of the server's render for the SPA built in `spaDir` (dist → dist-ssr). */
export const serverRenderDir = (spaDir: string) => `${path.resolve(spaDir)}-ssr`;

/** The client entry named by a built index.html. */
export function entryScriptOf(indexHtml: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(indexHtml)?.[1] ?? null;
}

/** Null when the page is left to the browser (one of its reads failed). */
export type RenderPage = (url: string, fetch: typeof globalThis.fetch, renderedFor: RenderedFor) => Promise<RenderedPage | null>;

/**
 * The server's render of the SPA (src/entry-server.tsx as `vite build --ssr` bundled it), or null when there is none
 * or it was built with another client build than the one served (its markup would not match the browser's scripts).
 */
export async function loadRenderPage(spaDir: string): Promise<RenderPage | null> {
  const dir = serverRenderDir(spaDir);
  const entry = path.join(dir, 'entry-server.js');
  if (!existsSync(entry) || !existsSync(path.join(dir, SERVER_BUILD_FILE))) return null;
  const build = JSON.parse(readFileSync(path.join(dir, SERVER_BUILD_FILE), 'utf8')) as ServerBuild;
  if (entryScriptOf(readFileSync(path.join(spaDir, 'index.html'), 'utf8')) !== build.entry) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** A fetch answered by this app in-process: the render's api reads, GET only (a render changes nothing). */
export function inProcessFetch(app: Pick<FastifyInstance, 'inject'>): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({ method: 'GET', url: pathname + search, headers: Object.fromEntries(request.headers) as InjectOptions['headers'] });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export interface ServerRenderer {
  /** The page for `url` and a browser of this kind, rendered for the catalogue as it is now (kept per catalogue generation). */
  (url: string, renderedFor: RenderedFor): Promise<RenderedPage | null>;
}

/**
 * Renders pages through `renderPage` and keeps each for as long as the catalogue (the only data a server-rendered
 * screen reads) stays unchanged: a render costs tens of milliseconds of this process's CPU, a kept page nothing.
 * Concurrent requests for a page not kept yet share one render.
 */
export function serverRenderer(app: Pick<FastifyInstance, 'inject' | 'catalogueGeneration'>, renderPage: RenderPage, { maxPages = 200 } = {}): ServerRenderer {
  const fetch = inProcessFetch(app);
  const pages = new LRUCache<string, { generation: number; page: Promise<RenderedPage | null> }>({ max: maxPages });
  return (url, renderedFor) => {
    const key = `${renderedFor} ${url}`;
    const generation = app.catalogueGeneration();
    const kept = pages.get(key);
    if (kept && kept.generation === generation) return kept.page;
    const page = renderPage(url, fetch, renderedFor);
    if (generation === null) return page;
    pages.set(key, { generation, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => pages.get(key)?.page === page && pages.delete(key));
    return page;
  };
}
