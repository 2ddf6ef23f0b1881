import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ClientConfig } from '../../domain/types';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' }, uptimeSeconds: { type: 'number' } },
          },
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration the SPA needs to start Firebase',
        response: {
          200: {
            type: 'object',
            properties: {
              firebase: {
                type: 'object',
                properties: { apiKey: { type: 'string' }, authDomain: { type: 'string' }, projectId: { type: 'string' } },
              },
              authEmulatorUrl: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (_request, reply): Promise<ClientConfig> => {
      const { firebase } = app.config;
      reply.header('Cache-Control', 'no-cache');
      return {
        firebase: { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId },
        authEmulatorUrl: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
      };
    },
  );
};
