import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { IdentityProvider } from '../auth/identity';
import type { ProfileWriter } from '../auth/profile-writer';
import { resolveViewer, type Viewer } from '../auth/guards';
import { redactEmails } from '../logging';

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
    /**
     * The signed-in user, set by the `requireUser` / `requireAdmin` guards (server/auth/guards.ts). Read it only in a
     * route that has one of them as its preHandler; elsewhere use `app.viewerOf(request)`, which may answer null.
     */
    viewer: Viewer;
  }
}

export interface AppContextOptions {
  config: Config;
  database: Database;
  identity: IdentityProvider;
}

/**
 * What every route reads: the configuration, the database, the identity provider and the request's viewer; and one
 * concise log line per API request (instead of pino's two verbose ones).
 */
export const appContext = fp<AppContextOptions>(
  async (app, { config, database, identity }) => {
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
        const line = {
          method: request.method,
          url: redactEmails(request.url.split('?')[0]),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        };
        if (reply.statusCode >= 500) request.log.error(line, 'request');
        else request.log.info(line, 'request');
      }
      done();
    });
  },
  { name: 'app-context' },
);
