/**
 * Rate limits shared by several API processes through Redis (issue 8, item 4). Needs a Redis at REDIS_TEST_URL
 * (default redis://127.0.0.1:6379, as in CI); skipped with a message when none answers.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { CuttableTcpPath } from './process-helpers';

const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();
if (!available)
  console.warn(`rate-limit-redis.test.ts: skipped, no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL)`);

const contact = (n: number) => ({
  name: `Sender ${n}`,
  phone: '+8801700000000',
  email: `sender${n}@example.com`,
  address: 'Dhaka',
  message: 'Hello',
});

describe.skipIf(!available)('rate limits in Redis, shared by two app instances', () => {
  const prefix = `boipoka-test-${randomBytes(4).toString('hex')}:`;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, CONTACT_RATE_LIMIT: '5' };
    [a, b] = await Promise.all([createTestContext(env), createTestContext(env)]);
    // A process waits up to 2 s for Redis at start and counts in its own memory until it is connected: on a loaded
    // machine that wait can run out, and its first request would not be in the shared count these tests read.
    await Promise.all([a, b].map(({ app }) => (app.redis!.status === 'ready' ? null : once(app.redis!, 'ready'))));
  });
  afterAll(async () => {
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await Promise.all([a?.close(), b?.close()]);
  });

  const send = (ctx: TestContext, n: number, headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
    ctx.request({ method: 'POST', url: '/api/v1/contacts', payload: contact(n), headers, remoteAddress });

  it('refuses the sixth contact message in a minute whichever instance receives it', async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await send(n % 2 === 0 ? a : b, n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixthOnA = await send(a, 6);
    const sixthOnB = await send(b, 7);
    expect([sixthOnA.statusCode, sixthOnB.statusCode]).toEqual([429, 429]);
    expect(sixthOnB.json()).toMatchObject({ statusCode: 429 });
    expect(a.app.redis).not.toBeNull();
    expect(await a.app.redis!.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('does not reset the budget when X-Forwarded-For rotates (TRUST_PROXY unset)', async () => {
    const statuses = [];
    for (let n = 0; n < 7; n++) {
      statuses.push(
        (await send(n % 2 === 0 ? a : b, n, { 'x-forwarded-for': `203.0.113.${n + 1}` }, '192.0.2.20')).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe.skipIf(!available)('Redis goes away and comes back', () => {
  const prefix = `boipoka-test-${randomBytes(4).toString('hex')}:`;
  const target = new URL(REDIS_URL);
  const relay = new CuttableTcpPath({ host: target.hostname, port: Number(target.port || 6379) });
  let ctx: TestContext;
  beforeAll(async () => {
    const port = await relay.open();
    ctx = await createTestContext({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: prefix,
      CONTACT_RATE_LIMIT: '3',
    });
    const ready = Date.now();
    while (ctx.app.redis!.status !== 'ready' && Date.now() - ready < 5000)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await ctx?.close();
    await relay.cut();
  });

  const send = (n: number) =>
    ctx.request({ method: 'POST', url: '/api/v1/contacts', payload: contact(n), remoteAddress: '192.0.2.30' });

  it('keeps answering with per-process limits meanwhile, then counts in the shared budget again', async () => {
    expect([(await send(1)).statusCode, (await send(2)).statusCode]).toEqual([201, 201]);
    expect(await ctx.app.redis!.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);

    await relay.cut();
    const started = Date.now();
    const during = [];
    for (let n = 3; n < 7; n++) during.push((await send(n)).statusCode);
    // A fresh budget in this process's memory: three more, then refused; never a 500, never a wait for Redis.
    expect(during).toEqual([201, 201, 201, 429]);
    expect(Date.now() - started).toBeLessThan(2000);

    await relay.open();
    const back = Date.now();
    while (ctx.app.redis!.status !== 'ready' && Date.now() - back < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ctx.app.redis!.status).toBe('ready');
    // The shared counter still holds the first two of this minute: one more, then refused.
    expect([(await send(7)).statusCode, (await send(8)).statusCode]).toEqual([201, 429]);
  }, 30_000);
});
