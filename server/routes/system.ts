import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientConfig, HealthResponse } from '../../domain/schemas/system';
import { checkDatabase, clientConfig } from '../services/system';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthResponse } } },
    async () => {
      await checkDatabase(app.db);
      return { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/config',
    {
      schema: { tags: ['system'], summary: 'Public runtime configuration the SPA needs to start Firebase', response: { 200: ClientConfig } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return clientConfig(app.config.firebase);
    },
  );
};
