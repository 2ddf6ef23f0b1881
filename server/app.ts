import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { IdentityProvider } from './auth/identity';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RenderPage } from './spa/server-render';
import { plainSchemaErrors, validatorCompiler } from './validation';
import { FIELD_MAX } from '../domain/validation';
import { logDestination, loggerOptions } from './logging';
import { apiRoutes } from './routes';
import { appContext } from './plugins/app-context';
import { errorHandler } from './plugins/error-handler';
import { readiness } from './plugins/readiness';
import { metrics } from './plugins/metrics';
import { securityHeaders } from './plugins/security-headers';
import { compression } from './plugins/compression';
import { rateLimits } from './plugins/rate-limit';
import { openApi } from './plugins/swagger';
import { cors } from './plugins/cors';
import { uploads } from './plugins/uploads';
import { localSandbox } from './plugins/sandbox';
import { periodicJobs } from './plugins/jobs';
import { spa } from './plugins/spa';

export interface AppDeps {
  config: Config;
  database: Database;
  identity: IdentityProvider;
  logger?: FastifyServerOptions['logger'];
  /**
   * The server's render of the landing screens; by default the one built beside the SPA (server/spa/server-render.ts).
   */
  renderPage?: RenderPage | null;
  /** The database is still being migrated: answer 503 until `app.markReady()` (plugins/readiness.ts). */
  starting?: boolean;
}

/** The shop's HTTP server: one plugin per concern (server/plugins/, described in docs/server.md), then the routes. */
export async function buildApp({
  config,
  database,
  identity,
  logger,
  renderPage,
  starting,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config), stream: logDestination() },
    bodyLimit: 64 * 1024,
    // The readiness plugin answers requests arriving while the server closes, with Retry-After.
    return503OnClosing: false,
    // One concise line per request (plugins/app-context.ts) instead of pino's two verbose ones.
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

  await app.register(appContext, { config, database, identity });
  await app.register(errorHandler);
  await app.register(readiness, { starting });
  await app.register(metrics, { database });
  await app.register(securityHeaders);
  // Before the routes: both add their hooks to routes as they are registered (onRoute).
  await app.register(compression, { database });
  await app.register(rateLimits);
  await app.register(openApi);
  await app.register(cors);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(uploads);
  await app.register(localSandbox);
  await app.register(periodicJobs);
  await app.register(spa, { renderPage });
  return app;
}

/** The nearest `hops` proxies are trusted (what Fastify does for a numeric trustProxy, which its types omit). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;
