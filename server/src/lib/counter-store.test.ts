import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
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

/** A TCP relay in front of the test Redis that can be cut and restored: Redis "stopped" without stopping the shared one. */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Every open connection is cut and new ones are refused, as when Redis goes away. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!hasRedis)('Redis counters while Redis is away', () => {
  const prefix = `umka-test:${randomBytes(4).toString('hex')}:`;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let store: CounterStore;
  const direct = createClient({ url: TEST_REDIS_URL });

  beforeAll(async () => {
    relay = await redisRelay(new URL(TEST_REDIS_URL));
    store = await createRedisCounterStore({ url: relay.url, prefix });
    await direct.connect();
  });
  afterAll(async () => {
    await store.close();
    await relay.close();
    await direct.close();
  });

  it('counts in the process at once while Redis is gone, and in Redis again once it is back', async () => {
    expect((await store.increment('k', 60_000)).count).toBe(1);
    expect(await direct.get(`${prefix}k`)).toBe('1');

    await relay.cut();
    const started = Date.now();
    const during = [];
    for (let hit = 0; hit < 3; hit++) during.push((await store.increment('k', 60_000)).count);
    // Counted afresh in this process: a limit holds per process meanwhile, and no request waits for Redis.
    expect(during).toEqual([1, 2, 3]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await store.peek('k')).toBe(3);

    await relay.restore();
    const deadline = Date.now() + 10_000;
    while ((await direct.get(`${prefix}k`)) === '1') {
      if (Date.now() > deadline) throw new Error('the store never went back to Redis');
      await store.increment('k', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Number(await direct.get(`${prefix}k`))).toBeGreaterThan(1);
  });
});
