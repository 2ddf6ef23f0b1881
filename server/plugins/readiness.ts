import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process may take traffic: false while it starts (migrations, seeding) and once it closes. */
    isReady(): boolean;
    /** Called by the launcher once the database is migrated and seeded. */
    markReady(): void;
  }
}

export interface ReadinessOptions {
  /** True when the database is still being prepared as the app starts listening; it is then marked ready later. */
  starting?: boolean;
}

const ALWAYS_ANSWERED = new Set(['/api/v1/health', '/api/v1/ready']);

/**
 * Readiness: until `markReady()` (when the app is built `starting`), every request but the health and readiness
 * checks gets a 503 with Retry-After, since the tables may not exist yet. From close, /ready says 503 so that a
 * proxy stops sending traffic while in-flight requests finish, and requests still arriving on kept-alive or
 * pipelined connections get a 503 with Retry-After and `Connection: close` (in place of Fastify's
 * return503OnClosing, which writes its answer directly and so cannot carry the header; app.ts turns it off).
 * Whatever else answers 503 gets Retry-After too, so that a client or proxy always knows when to try again.
 */
export const readiness = fp<ReadinessOptions>(
  async (app, { starting = false }) => {
    let ready = !starting;
    let closing = false;
    app.decorate('isReady', () => ready && !closing);
    app.decorate('markReady', () => {
      ready = true;
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', (request, reply, done) => {
      if ((ready && !closing) || ALWAYS_ANSWERED.has(request.url.split('?')[0])) return done();
      if (closing) reply.header('Connection', 'close');
      reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: closing
            ? 'The shop is restarting; please try again in a few seconds'
            : 'The shop is starting; please try again in a few seconds',
        });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('Retry-After'))
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    });
  },
  { name: 'readiness' },
);
