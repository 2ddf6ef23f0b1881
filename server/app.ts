import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { IdentityProvider } from './auth/identity';
import type { ProfileWriter } from './auth/profile-writer';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { resolveViewer, type Viewer } from './auth/guards';
import { plainSchemaErrors, validatorCompiler } from './validation';
import { FIELD_MAX } from '../domain/validation';
import { DomainError } from './errors';
import { STATUS_OF } from './http-errors';
import { apiRoutes } from './routes';
import { CATALOGUE_ROUTES, catalogueCache } from './plugins/catalogue-cache';
import { matchesIfNoneMatch } from './http-validators';
import { logDestination, loggerOptions, redactEmails } from './logging';
import { readImage, readLegacyImageFile, removeOrphanImages } from './services/images';
import { LOCAL_SANDBOX_PREFIX } from './config';
import { screenPreloads } from './spa/screen-preloads';
import { afterPaintLoaderSource, loadShellPages, pickEncoding } from './spa/shell-html';
import { loadRenderPage, serverRenderer, type RenderPage } from './spa/server-render';
import { serverRenderFor } from '../domain/screens';
import { sandboxGateway } from './payments/sandbox-gateway';
import { registerPaymentReconciler } from './payments/reconciler';
import { registerMailWorker } from './mail/worker';

export interface AppDeps {
  config: Config;
  database: Database;
  identity: IdentityProvider;
  logger?: FastifyServerOptions['logger'];
  /** The server's render of the landing screens; by default the one built beside the SPA (server/spa/server-render.ts). */
  renderPage?: RenderPage | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    identity: IdentityProvider;
    /** Shared Redis (REDIS_URL) for rate-limit counters; null when counters stay in memory. */
    redis: Redis | null;
    /** The signed-in user of this request (memoised), or null. */
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
  }
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
    /**
     * The signed-in user, set by the `requireUser` / `requireAdmin` guards (server/auth/guards.ts). Read it only in a
     * route that has one of them as its preHandler; elsewhere use `app.viewerOf(request)`, which may answer null.
     */
    viewer: Viewer;
  }
}

function contentSecurityPolicy(config: Config) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Firebase's Google sign-in helpers load scripts from Google; with the emulator nothing is loaded from there.
      // The inline loader of a server-rendered page's scripts (spa/shell-html.ts) is allowed by its hash.
      scriptSrc: ["'self'", afterPaintLoaderSource(), ...(config.firebase.emulatorHost ? [] : ['https://apis.google.com', 'https://www.gstatic.com'])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...emulator, 'https://*.googleapis.com', 'https://*.firebaseio.com'],
      frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', `https://${config.firebase.authDomain}`],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://sandbox.sslcommerz.com', 'https://securepay.sslcommerz.com'],
      upgradeInsecureRequests: null,
    },
  };
}

/** The headers helmet sets with these options, read from one request to a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !notHelmets.has(name)).map(([name, value]) => [name, String(value)]));
}

const API_PREFIX = '/api/v1/';

/**
 * What the JSON API's answers carry instead of the pages' full set (OWASP's REST Security Cheat Sheet): they are never
 * shown as a document, so a policy that allows nothing, no framing, no sniffing, HTTPS only, same-origin reads only
 * and no referrer. Every header costs a little on every answer (Node checks each one), and the pages' policy alone is
 * 600 characters; the half-dozen headers that matter for JSON are kept.
 */
function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(pageHeaders['strict-transport-security'] && { 'strict-transport-security': pageHeaders['strict-transport-security'] }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** How API answers are compressed, by @fastify/compress and by the catalogue cache for the copies it keeps. */
const API_COMPRESSION = {
  threshold: 1024,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

export async function buildApp({ config, database, identity, logger, renderPage: givenRenderPage }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config), stream: logDestination() },
    bodyLimit: 64 * 1024,
    // One concise line per request (onResponse below) instead of pino's two verbose ones.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the proxies named in TRUST_PROXY may set the client address (X-Forwarded-For); by default none.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    // An e-mail address (up to 254 characters, percent-encoded in the path) fits in a path parameter.
    routerOptions: { maxParamLength: FIELD_MAX.email * 3 },
    // One wording for every route's 400 (server/validation.ts).
    schemaErrorFormatter: plainSchemaErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are validated without type coercion; query strings and path parameters coerce well-formed integers only.
  app.setValidatorCompiler(validatorCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('identity', identity);
  app.decorateRequest<Viewer | null>('viewer', null);
  app.decorateRequest<ProfileWriter | null>('profileWriter', null);
  app.decorate('viewerOf', (request: FastifyRequest) => {
    request.viewerPromise ??= resolveViewer(request, database.db, config.jwtSecret, config.accessTokenTtlSeconds);
    return request.viewerPromise;
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      const line = { method: request.method, url: redactEmails(request.url.split('?')[0]), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) request.log.error(line, 'request');
      else request.log.info(line, 'request');
    }
    done();
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof DomainError) {
      const statusCode = STATUS_OF[error.kind];
      return reply.status(statusCode).send({ statusCode, error: httpReason(statusCode), message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
    }
    return reply.status(status).send({ statusCode: status, error: httpReason(status), message: error.message });
  });

  // @fastify/helmet runs helmet anew on every request, re-parsing this configuration (the CSP above all): about 7% of
  // the CPU of a cached catalogue answer. The headers never vary, so they are made once and set by one plain hook.
  // The plugin is not registered on the app: even with global: false it adds two onRequest hooks (one async) that
  // read request.routeOptions on every request, for reply decorators (reply.helmet, reply.cspNonce) nothing uses.
  const helmetOptions = { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false };
  const securityHeaders = await helmetHeaders(helmetOptions);
  const apiHeaders = apiSecurityHeaders(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? apiHeaders : securityHeaders);
    done();
  });
  // Before @fastify/compress: the cache compresses the answers of its routes itself (once per entry) and takes them
  // out of the plugin's reach (see server/plugins/catalogue-cache.ts).
  await app.register(catalogueCache, { database, routes: CATALOGUE_ROUTES, compression: API_COMPRESSION });
  // API answers above 1 kB go out compressed (the built SPA is precompressed at build time and served as is below).
  // Brotli at quality 4: most of its gain over gzip at a fraction of the default quality 11's CPU per response.
  await app.register(compress, { ...API_COMPRESSION, encodings: ['br', 'gzip'] });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });
  // With REDIS_URL the counters are shared by every API process; otherwise they live in this process.
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Boipoka API', version: '1.0.0', description: 'Online book shop: catalogue, accounts, orders, payments, contacts.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (config.corsOrigins.length > 0) {
    app.addHook('onRequest', async (request, reply) => {
      // Answers differ by Origin, so caches must key on it, allowed origin or not.
      if (request.url.startsWith('/api/')) reply.header('Vary', 'Origin');
      const origin = request.headers.origin;
      const preflight = request.method === 'OPTIONS' && origin !== undefined && request.headers['access-control-request-method'] !== undefined;
      if (origin && config.corsOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
        reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        if (request.method === 'OPTIONS') return reply.status(204).send();
      } else if (preflight) {
        return reply
          .status(403)
          .send({ statusCode: 403, error: 'Forbidden', message: `Cross-origin requests from ${origin} are not allowed` });
      }
    });
  }

  await app.register(apiRoutes, { prefix: '/api/v1' });

  // Uploaded images live in the database so that every API process serves them; files written under
  // <uploads>/images by older versions are still served from the folder.
  app.get('/uploads/images/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const image = (await readImage(database.db, name)) ?? (await readLegacyImageFile(config.uploadsDir, name));
    if (!image) return reply.callNotFound();
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.bytes);
  });
  // Payments: with no SSLCommerz store configured, the local sandbox gateway is mounted here and used in-process.
  if (config.payments.localSandbox) {
    const { storeId, storePassword } = config.payments;
    await app.register(sandboxGateway, { prefix: LOCAL_SANDBOX_PREFIX, store: { storeId, storePassword, storeName: 'Boipoka' } });
  }
  registerPaymentReconciler(app);
  registerMailWorker(app);

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const spaIndex = path.join(config.spaDir, 'index.html');
  const hasSpa = existsSync(spaIndex);
  const shellPage = hasSpa ? loadShellPages(config.spaDir) : null;
  // The server's render of the landing screens (`npm run build` makes it beside the SPA); without it, the bare shell.
  const renderPage = !hasSpa ? null : givenRenderPage !== undefined ? givenRenderPage : await loadRenderPage(config.spaDir);
  if (hasSpa && !renderPage) app.log.warn('no server render matching the built SPA: pages are drawn by the browser alone');
  const renderScreen = renderPage ? serverRenderer(app, renderPage) : null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The .br and .gz copies `npm run build` writes beside every asset, chosen by the client's Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below (the plugin's default would be max-age=0 for everything).
      cacheControl: false,
      setHeaders(res, filePath) {
        // The body depends on Accept-Encoding (preCompressed): caches must keep one copy per encoding.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed build assets never change; index.html must always be revalidated.
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasSpa && servesSpaShell(request.method, request.url)) {
      // History fallback for every client (browsers, curl, crawlers): the SPA's router decides, including its
      // own not-found page. A book cover that is the screen's largest paint, and the API reads it needs, are
      // preloaded from here (the cover when it can be looked up: no such book, or a failed lookup, leaves it out).
      const pathname = request.url.split('?')[0];
      // The landing screens come rendered, and a book's page for a browser holding a session (domain/screens.ts; a
      // failed render leaves it to the browser).
      const renderFor = renderScreen && serverRenderFor(request.url, request.headers.cookie);
      const [preloads, rendered] = await Promise.all([
        screenPreloads(app.db, request.url, (error) => request.log.warn({ err: error }, 'shell: cover lookup failed')),
        renderFor
          ? renderScreen(pathname, renderFor).catch((error: unknown) => {
              request.log.error({ err: error }, 'server render failed');
              return null;
            })
          : null,
      ]);
      const { html, etag, encoded } = shellPage!.withPreloads(pathname, preloads, rendered);
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding, Cookie');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.type('text/html; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      return encoding ? reply.header('Content-Encoding', encoding).send(encoded[encoding]) : reply.send(html);
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  startImageCleanup(app, database.db);

  return app;
}

/** The nearest `hops` proxies are trusted (what Fastify does for a numeric trustProxy, which its types omit). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Files of the build (and the uploads) are never answered with the shell: a missing one is a plain 404. */
const FILE_EXTENSION = /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|wasm)$/i;

export function servesSpaShell(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0].split('#')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) return false;
  return !FILE_EXTENSION.test(pathname);
}

const IMAGE_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Hourly removal of unreferenced uploads (safe with several processes); stopped when the app closes. */
function startImageCleanup(app: { log: FastifyInstance['log']; addHook: FastifyInstance['addHook'] }, db: Db) {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const removed = await removeOrphanImages(db);
      if (removed > 0) app.log.info({ removed }, 'removed unreferenced uploads');
    } catch (error) {
      app.log.warn({ err: error }, 'image cleanup failed');
    }
  };
  let first: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // A first pass soon after start (processes that restart often still clean up), then hourly.
    first = setTimeout(() => void run(), 60_000 + Math.floor(Math.random() * 60_000));
    first.unref();
    timer = setInterval(() => void run(), IMAGE_CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (timer) clearInterval(timer);
  });
}

function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return reasons[status] ?? 'Error';
}
