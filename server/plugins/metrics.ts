import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface Metrics {
  registry: Registry;
  /** Gateway callbacks by their outcome (paid, already_paid, rejected, …) and callback (success, fail, cancel, ipn). */
  payments: Counter<'outcome' | 'callback'>;
  /** Passes of the payment reconciler (ok, failed) and the orders it changed, by outcome. */
  reconcilerRuns: Counter<'result'>;
  reconcilerChanges: Counter<'outcome'>;
  /** Catalogue cache lookups: hit or miss. */
  catalogueCache: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics (prom-client), one registry per app. Labels are route templates, methods, statuses and
 * outcomes: never a URL, an address or an account. Served on their own port (METRICS_PORT, not reachable through the
 * proxy) and/or at /metrics behind a bearer token (METRICS_TOKEN); with neither, collected but not served.
 */
export const metrics = fp<{ database: Database }>(
  async (app, { database }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status',
      labelNames: ['route', 'method', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const values: Metrics = {
      registry,
      payments: new Counter({
        name: 'payments_total',
        help: 'Gateway callbacks by outcome',
        labelNames: ['outcome', 'callback'] as const,
        registers: [registry],
      }),
      reconcilerRuns: new Counter({
        name: 'payment_reconciler_runs_total',
        help: 'Payment reconciler passes',
        labelNames: ['result'] as const,
        registers: [registry],
      }),
      reconcilerChanges: new Counter({
        name: 'payment_reconciler_orders_total',
        help: 'Orders the reconciler settled, by outcome',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
      catalogueCache: new Counter({
        name: 'catalogue_cache_requests_total',
        help: 'Catalogue cache lookups',
        labelNames: ['result'] as const,
        registers: [registry],
      }),
    };
    new Gauge({
      name: 'db_pool_clients',
      help: 'PostgreSQL pool clients: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'mail_outbox_backlog',
      help: 'Mails queued and not yet sent',
      registers: [registry],
      async collect() {
        // The partial index mail_outbox_due_idx covers exactly these rows.
        const result = (await database.db
          .execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`)
          .catch(() => null)) as { rows: { n: number }[] } | null;
        if (result) this.set(result.rows[0].n);
      },
    });
    app.decorate('metrics', values);

    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const { token, port, host } = app.config.metrics;
    if (token) {
      const expected = Buffer.from(`Bearer ${token}`);
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply
            .status(401)
            .send({ statusCode: 401, error: 'Unauthorized', message: 'A valid metrics token is required' });
        }
        return reply
          .header('Content-Type', registry.contentType)
          .header('Cache-Control', 'no-store')
          .send(await registry.metrics());
      });
    }
    if (port) {
      let server: Server | null = null;
      app.addHook('onListen', async () => {
        server = createServer((request, response) => {
          if (request.method !== 'GET' || request.url !== '/metrics') {
            response.writeHead(404).end();
            return;
          }
          registry.metrics().then(
            (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
            () => response.writeHead(500).end(),
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject);
          server!.listen(port, host, () => resolve());
        });
        app.log.info({ host, port }, 'metrics listening');
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['app-context'] },
);
