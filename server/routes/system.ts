import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientConfig, HealthResponse, ReadyResponse } from '../../domain/schemas/system';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';
import { clientConfig, databaseAnswers } from '../services/system';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Liveness: 200 whenever the process answers (a supervisor restarts it otherwise); the database's state is reported,
  // not judged: a process is not restarted for PostgreSQL being away.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness (the database state is reported only)',
        response: { 200: HealthResponse },
      },
    },
    async () => ({
      status: 'ok',
      database: (await databaseAnswers(app.db)) ? 'ok' : 'unavailable',
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  // Readiness, for a proxy or load balancer: 503 while starting (migrations), closing, or the database is unreachable.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness to take traffic',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reason = !app.isReady()
        ? 'starting or stopping'
        : !(await databaseAnswers(app.db))
          ? 'database unreachable'
          : null;
      if (!reason) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, reason });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration the SPA needs to start Firebase',
        response: { 200: ClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return clientConfig(app.config.firebase);
    },
  );
};
