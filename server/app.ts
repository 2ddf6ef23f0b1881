import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { IdentityProvider } from './auth/identity';
import { resolveViewer, type Viewer } from './auth/guards';
import { HttpError } from './http-errors';
import { apiRoutes } from './routes';
import { LOCAL_SANDBOX_PREFIX } from './config';
import { sandboxGateway } from './payments/sandbox-gateway';
import { registerPaymentReconciler } from './payments/reconciler';

export interface AppDeps {
  config: Config;
  database: Database;
  identity: IdentityProvider;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    identity: IdentityProvider;
    /** The signed-in user of this request (memoised), or null. */
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
  }
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
}

function contentSecurityPolicy(config: Config) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://apis.google.com', 'https://www.gstatic.com'],
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

export async function buildApp({ config, database, identity, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // One concise line per request (onResponse below) instead of pino's two verbose ones.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.production,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('identity', identity);
  app.decorate('viewerOf', (request: FastifyRequest) => {
    request.viewerPromise ??= resolveViewer(request, database.db, config.jwtSecret);
    return request.viewerPromise;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const line = { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, error: httpReason(error.statusCode), message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
    }
    return reply.status(status).send({ statusCode: status, error: httpReason(status), message: error.message });
  });

  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Boipoka API', version: '1.0.0', description: 'Online book shop: catalogue, accounts, orders, payments, contacts.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (config.corsOrigins.length > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && config.corsOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
        reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        if (request.method === 'OPTIONS') return reply.status(204).send();
      }
    });
  }

  await app.register(apiRoutes, { prefix: '/api/v1' });

  // Payments: with no SSLCommerz store configured, the local sandbox gateway is mounted here and used in-process.
  if (config.payments.localSandbox) {
    const { storeId, storePassword } = config.payments;
    await app.register(sandboxGateway, { prefix: LOCAL_SANDBOX_PREFIX, store: { storeId, storePassword, storeName: 'Boipoka' } });
  }
  registerPaymentReconciler(app);

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const spaIndex = path.join(config.spaDir, 'index.html');
  const hasSpa = existsSync(spaIndex);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; index.html must always be revalidated.
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (hasSpa && wantsPage) {
      // History fallback: the SPA's router decides, including its own not-found page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.spaDir);
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
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
  };
  return reasons[status] ?? 'Error';
}
