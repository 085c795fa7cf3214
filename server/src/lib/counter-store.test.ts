import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipUnreachable, TEST_REDIS_URL } from '../test/databases.ts';
import { AppError } from './app-error.ts';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './counter-store.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createRateLimitStore } from './rate-limit-store.ts';

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.close();
  }
}

const hasRedis = await redisReachable();
if (!hasRedis) skipUnreachable(`Redis at ${TEST_REDIS_URL} is unreachable: the Redis counter tests are skipped.`);

describe('in-process counters', () => {
  it('counts hits in a window and starts again once it has passed', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore(() => now);
    expect((await store.increment('k', 1000)).count).toBe(1);
    const second = await store.increment('k', 1000);
    expect(second).toEqual({ count: 2, resetInMs: 1000 });
    now += 1000;
    expect(await store.peek('k')).toBe(0);
    expect((await store.increment('k', 1000)).count).toBe(1);
    await store.reset('k');
    expect(await store.peek('k')).toBe(0);
    await store.close();
  });
});

describe.skipIf(!hasRedis)('Redis counters', () => {
  const prefix = `umka-test:${randomBytes(4).toString('hex')}:`;
  let first: CounterStore;
  let second: CounterStore;

  beforeAll(async () => {
    first = await createRedisCounterStore({ url: TEST_REDIS_URL, prefix });
    second = await createRedisCounterStore({ url: TEST_REDIS_URL, prefix });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('shares one count between instances and expires it with the window', async () => {
    expect((await first.increment('shared', 300)).count).toBe(1);
    const hit = await second.increment('shared', 300);
    expect(hit.count).toBe(2);
    expect(hit.resetInMs).toBeGreaterThan(0);
    expect(hit.resetInMs).toBeLessThanOrEqual(300);
    expect(await first.peek('shared')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.peek('shared')).toBe(0);
  });

  it('limits requests across two app instances that share Redis', async () => {
    const apps = [first, second].map((counters) => {
      const app = Fastify();
      registerErrorHandler(app);
      app.register(rateLimit, {
        max: 2,
        timeWindow: 60_000,
        store: createRateLimitStore(counters),
        errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      });
      app.register(async (scoped) => {
        scoped.get('/ping', async () => 'pong');
      });
      return app;
    });
    const [a, b] = apps as [ReturnType<typeof Fastify>, ReturnType<typeof Fastify>];
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await app.inject('/ping')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await b.inject('/ping')).json()).toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(apps.map((app) => app.close()));
  });
});
