import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

/** NOTIFY'd by the triggers of migration 0006 after any statement that changes books or reviews. */
export const CATALOGUE_CHANNEL = 'boipoka_catalogue';

/** The public catalogue reads: the same answer for every caller, changed only by writes to books or reviews. */
export const CATALOGUE_ROUTES = [
  '/api/v1/books',
  '/api/v1/books/categories',
  '/api/v1/books/:id',
  '/api/v1/books/:id/related',
  '/api/v1/reviews',
];

export interface CatalogueCacheOptions {
  database: Database;
  /** Route URLs (as registered, e.g. '/api/v1/books/:id') whose GET answers are public and cacheable. */
  routes: string[];
  /** Bounds: entries and bytes kept; a safety-net lifetime even though changes are notified. */
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
}

interface Entry {
  body: string;
  etag: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    catalogueCache?: { key: string; generation: number };
  }
}

const CACHE_CONTROL = 'public, no-cache';

/** The cache key: the path and the query parameters in a stable order (`?b=1&a=2` and `?a=2&b=1` are one entry). */
function cacheKey(url: string): string {
  const [pathname, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${pathname}?${sorted}` : pathname;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('ETag', entry.etag).header('Cache-Control', CACHE_CONTROL).header('X-Cache', 'HIT');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type(entry.contentType).send(entry.body);
}

/**
 * Public catalogue answers (lists, search, categories, a book, related books, the reviews feed) are computed once and
 * served from memory until the catalogue changes. Every API process LISTENs for the NOTIFY that the database's
 * triggers send after any change to books or reviews (on PostgreSQL from any process; on PGlite from this one), and
 * drops its entries; a successful write answered by this process drops them at once, before its answer leaves, so
 * the writer's next read is never stale. Counting (totalBooks, category counts) therefore leaves the request path: it runs once per
 * change, not per request. Each answer carries a strong ETag, so browsers revalidate cheaply (304).
 *
 * A generation number guards the race in which a request reads the old catalogue, the change is notified, and the
 * request would then store the old answer: an answer is stored only if no change arrived while it was computed.
 * While the LISTEN connection is down nothing is served from or stored in the cache.
 */
export const catalogueCache = fp<CatalogueCacheOptions>(
  async (app, options) => {
    const cache = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 2000,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.length + entry.etag.length + 64,
      ttl: options.ttlMs ?? 10 * 60_000,
    });
    const routes = new Set(options.routes);
    let generation = 0;
    let listening = false;
    const dropAll = () => {
      generation++;
      cache.clear();
    };

    const unlisten = await options.database.listen(CATALOGUE_CHANNEL, (event) => {
      dropAll();
      if (event.kind === 'down') listening = false;
      if (event.kind === 'up') listening = true;
    });
    listening = true;
    app.addHook('onClose', async () => {
      await unlisten();
      cache.clear();
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !listening || !routes.has(request.routeOptions.url ?? '')) return;
      const key = cacheKey(request.url);
      const entry = cache.get(key);
      if (entry) return sendEntry(request, reply, entry);
      request.catalogueCache = { key, generation };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // A write answered by this process must be visible to this process's next read at once, before the NOTIFY
      // (delivered asynchronously after the commit) arrives: any successful write drops the entries here too.
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) dropAll();
      const pending = request.catalogueCache;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = `"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('X-Cache', 'MISS');
      if (listening && pending.generation === generation) {
        cache.set(pending.key, { body: payload, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
      }
      if (request.headers['if-none-match'] === etag) {
        reply.status(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'catalogue-cache' },
);
