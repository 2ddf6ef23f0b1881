import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis (REDIS_URL) for rate-limit counters; null when counters stay in memory. */
    redis: Redis | null;
  }
}

/**
 * Per-client rate limits, opted into by each route (`config.rateLimit`). With REDIS_URL the counters are shared by
 * every API process; otherwise they live in this process.
 */
export const rateLimits = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    redis?.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: `${redisKeyPrefix}rate-limit:` }),
    });
  },
  { name: 'rate-limits', dependencies: ['app-context'] },
);
