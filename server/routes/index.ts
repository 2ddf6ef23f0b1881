import type { FastifyPluginAsync } from 'fastify';
import { booksRoutes } from './books';
import { systemRoutes } from './system';
import { usersRoutes } from './users';

/** Everything under /api/v1, one plugin per resource. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(usersRoutes);
  await app.register(booksRoutes);
};
