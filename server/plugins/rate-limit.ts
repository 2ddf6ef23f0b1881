import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis (REDIS_URL) for rate-limit counters; null when counters stay in memory. */
    redis: Redis | null;
  }
}

/** The store interface @fastify/rate-limit calls (README, "Custom store"). */
interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: Record<string, unknown>): RateLimitStore;
}
type StoreClass = new (...args: unknown[]) => RateLimitStore;

// The plugin's own two stores, reused rather than rewritten: they are plain CommonJS files of the package.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/**
 * Counters in Redis while it answers, in this process's memory while it does not. @fastify/rate-limit has no such
 * fallback: its `skipOnError` lets every request through unlimited when the store fails, and without it a Redis
 * outage answers 500 on every rate-limited route. One warning line when Redis goes away, one info line when it is
 * back; a request never waits for a Redis that is not connected (the client's offline queue is off).
 */
function sharedOrLocalStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let onMemory = false;
  const fellBack = (error: Error | null) => {
    if (onMemory) return;
    onMemory = true;
    log.warn(
      { err: error ? { message: error.message } : undefined },
      'redis unavailable: rate limits are counted per process until it is back',
    );
  };
  const backOnRedis = () => {
    if (!onMemory) return;
    onMemory = false;
    log.info('redis is back: rate limits are shared again');
  };

  class SharedOrLocalStore implements RateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;

    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      shared?: RateLimitStore,
      local?: RateLimitStore,
    ) {
      this.shared = shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, callback: Parameters<RateLimitStore['incr']>[1], timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        fellBack(null);
        return this.local.incr(key, callback, timeWindow, max);
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            backOnRedis();
            return callback(null, result);
          }
          fellBack(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Record<string, unknown>): RateLimitStore {
      return new SharedOrLocalStore(routeOptions, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The package's declared store type omits the window and max that it passes to incr.
  return SharedOrLocalStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-client rate limits, opted into by each route (`config.rateLimit`). With REDIS_URL the counters are shared by
 * every API process (and kept in each process's memory while Redis is away); otherwise they live in this process.
 */
export const rateLimits = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectTimeout: 1000,
          commandTimeout: 500,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : null;
    // ioredis reconnects by itself; its errors while Redis is away are summed up by the store's one warning.
    redis?.on('error', (error) => app.log.debug({ err: { message: error.message } }, 'redis'));
    app.decorate('redis', redis);
    // Commands are not queued while offline, so wait (briefly) for the first connection: a process that starts
    // with Redis up counts in the shared budget from its first request.
    if (redis && redis.status !== 'ready') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 2000);
        function done() {
          clearTimeout(timer);
          redis!.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
    }
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis && { store: sharedOrLocalStore(redis, `${redisKeyPrefix}rate-limit:`, app.log) }),
    });
  },
  { name: 'rate-limits', dependencies: ['app-context'] },
);
