import { brotliCompressSync, gzipSync, type BrotliOptions } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { matchesIfNoneMatch, weakEtag } from '../http-validators';
import { pickEncoding } from '../spa/shell-html';

/** NOTIFY'd by the triggers of migration 0006 after any statement that changes books or reviews. */
export const CATALOGUE_CHANNEL = 'boipoka_catalogue';

export interface CatalogueCacheOptions {
  database: Database;
  /** false: no route is cached (CATALOGUE_CACHE=off; the query benchmarks time every request's queries). */
  enabled?: boolean;
  /** Bounds: entries and bytes kept; a safety-net lifetime even though changes are notified. */
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  /**
   * As @fastify/compress is configured: answers of at least `threshold` bytes are sent compressed to clients that
   * accept it.
   */
  compression: { threshold: number; brotliOptions: BrotliOptions };
}

type Encoding = 'br' | 'gzip';

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
  /** The body compressed, each made once, the first time a client asks for it (see `encodedBody`). */
  br?: Buffer;
  gzip?: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public catalogue read (GET): the same answer for every caller, changed only by writes to books or reviews.
     * Its answers are kept by the catalogue cache.
     */
    catalogueCache?: boolean;
    /**
     * A write that may change what catalogue reads answer (books, stock, reviews, a reviewer's name): its success
     * drops this process's entries at once, before the database's NOTIFY reaches every process.
     */
    changesCatalogue?: boolean;
  }
  interface FastifyRequest {
    catalogueCache?: { key: string; generation: number };
  }
  interface FastifyInstance {
    /**
     * Changes whenever the catalogue may have changed (a notified write, or this process's own): what is kept for the
     * same number still holds. Null while changes are not being heard (nothing may be kept then).
     */
    catalogueGeneration(): number | null;
  }
}

const CACHE_CONTROL = 'public, no-cache';

/**
 * The cache key: the path and the route's own query parameters in a stable order (`?b=1&a=2` and `?a=2&b=1` are one
 * entry). Parameters the route does not know are left out, as its validation drops them: `?u=1`, `?u=2`, … are all
 * one entry rather than one database query each. A query of one known parameter is taken as it is (most requests: a
 * page, a search, a category).
 */
function cacheKey(url: string, known: ReadonlySet<string>): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  if (!url.includes('&', queryAt)) {
    const equals = url.indexOf('=', queryAt);
    const name = decodeURIComponentSafe(url.slice(queryAt + 1, equals < 0 ? undefined : equals));
    return known.has(name) ? url : path;
  }
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of [...params.keys()]) if (!known.has(name)) params.delete(name);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The query parameters a route's schema declares (TypeBox object: `properties`). */
function queryParameters(route: RouteOptions): ReadonlySet<string> {
  const schema = route.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

const entrySize = (entry: Entry) =>
  entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + entry.etag.length + 64;

/** Appends to Vary rather than replacing it (the CORS hook may have set `Vary: Origin`). */
function addVary(reply: FastifyReply, field: string) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('Vary', field);
  else if (!String(vary).toLowerCase().includes(field.toLowerCase())) reply.header('Vary', `${String(vary)}, ${field}`);
}

/**
 * Public catalogue answers (lists, search, categories, a book, related books, the reviews feed) are computed once and
 * served from memory until the catalogue changes. Every API process LISTENs for the NOTIFY that the database's triggers
 * send after any change to books or reviews (on PostgreSQL from any process; on PGlite from this one), and drops its
 * entries; a successful write answered by this process drops them at once, before its answer leaves, so the writer's
 * next read is never stale. Counting (totalBooks, category counts) therefore leaves the request path: it runs once per
 * change, not per request. Each answer carries an ETag (weak: the same for each content coding), so browsers revalidate
 * cheaply (304).
 *
 * A generation number guards the race in which a request reads the old catalogue, the change is notified, and the
 * request would then store the old answer: an answer is stored only if no change arrived while it was computed.
 * While the LISTEN connection is down nothing is served from or stored in the cache.
 *
 * An entry keeps its body as bytes and, once asked for, its brotli and gzip copies (made as @fastify/compress is
 * configured to make them: `compression`): a browser's repeated request is answered without compressing the same
 * answer again. These routes are therefore taken out of @fastify/compress's reach, which must be registered after this
 * plugin. An answer computed while nothing is stored (LISTEN down, a change during the request) is compressed too.
 * HEAD requests are answered from the same entries.
 *
 * A route opts in with `config: { catalogueCache: true }`. The hooks are added to those routes only (onRoute), so other
 * requests pay nothing for the cache; they are callback-style, since this is the path of most requests.
 */
export const catalogueCache = fp<CatalogueCacheOptions>(
  async (app, options) => {
    const cache = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 2000,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: entrySize,
      ttl: options.ttlMs ?? 10 * 60_000,
    });
    const { threshold, brotliOptions } = options.compression;
    const lookups = app.hasDecorator('metrics') ? app.metrics.catalogueCache : null;
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
    app.decorate('catalogueGeneration', () => (listening ? generation : null));

    /**
     * The body in `encoding`, compressed the first time; a stored entry is stored again (keeping its lifetime) so that
     * its size counts the copy.
     */
    function encodedBody(key: string, entry: Entry, encoding: Encoding): Buffer {
      let encoded = entry[encoding];
      if (!encoded) {
        encoded = encoding === 'br' ? brotliCompressSync(entry.body, brotliOptions) : gzipSync(entry.body);
        entry[encoding] = encoded;
        if (cache.peek(key) === entry) cache.set(key, { ...entry }, { noUpdateTTL: true });
      }
      return encoded;
    }

    /**
     * Sets the entry's headers on the reply and answers the payload to send: none (304), the body, or a compressed
     * copy.
     */
    function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      entry: Entry,
      cacheStatus: 'HIT' | 'MISS',
    ): Buffer | undefined {
      reply.header('ETag', entry.etag).header('Cache-Control', CACHE_CONTROL).header('X-Cache', cacheStatus);
      const compressible = entry.body.length >= threshold;
      if (compressible) addVary(reply, 'Accept-Encoding');
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return undefined;
      }
      reply.header('Content-Type', entry.contentType);
      const acceptEncoding = request.headers['accept-encoding'];
      const encoding =
        compressible && acceptEncoding && request.headers['x-no-compression'] === undefined
          ? pickEncoding(acceptEncoding)
          : null;
      if (!encoding) return entry.body;
      reply.header('Content-Encoding', encoding);
      return encodedBody(key, entry, encoding);
    }

    const serveFrom =
      (known: ReadonlySet<string>): onRequestHookHandler =>
      (request, reply, done) => {
        const key = cacheKey(request.url, known);
        const entry = listening ? cache.get(key) : undefined;
        if (!entry) {
          lookups?.inc({ result: 'miss' });
          request.catalogueCache = { key, generation };
          return done();
        }
        lookups?.inc({ result: 'hit' });
        // Answered here: the route's handler and the rest of the onRequest hooks do not run.
        reply.send(answer(request, reply, key, entry, 'HIT'));
      };

    const storeAnswer: onSendHookHandler = (request, reply, payload, done) => {
      const pending = request.catalogueCache;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
      const body = Buffer.from(payload);
      const etag = weakEtag(body);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry: Entry = { body, etag, contentType };
      if (listening && pending.generation === generation) cache.set(pending.key, entry);
      done(null, answer(request, reply, pending.key, entry, 'MISS') ?? '');
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (options.enabled === false) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.catalogueCache !== true || !methods.every((method) => method === 'GET' || method === 'HEAD'))
        return;
      route.onRequest = [...asArray(route.onRequest), serveFrom(queryParameters(route))];
      route.onSend = [storeAnswer, ...asArray(route.onSend)];
      // Its answers are compressed here, once per entry; @fastify/compress (registered after this plugin, so its
      // onRoute hook sees this) adds no hooks to these routes. Their other answers (400, 404, 500) are small.
      route.compress = false;
    });

    // A write answered by this process must be visible to this process's next read at once, before the NOTIFY
    // (delivered asynchronously after the commit) arrives: the routes that change the catalogue say so. Other
    // writes (a contact message, an upload, a gateway callback) leave the cache alone; what they change in the
    // catalogue, if anything, is NOTIFY'd by the database.
    const dropOnSuccess: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode < 400) dropAll();
      done(null, payload);
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.changesCatalogue === true) route.onSend = [...asArray(route.onSend), dropOnSuccess];
    });
  },
  { name: 'catalogue-cache' },
);

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
