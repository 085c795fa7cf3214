export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window (and the count) resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters for throttling. With REDIS_URL every instance shares them, so a limit
 * holds across a load balancer; without it they live in this process.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<CounterHit>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries of keys nobody asks about again would stay forever without a sweep.
  const sweep = setInterval(() => {
    for (const key of counters.keys()) live(key);
  }, 60_000);
  sweep.unref();

  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return { count: entry.count, resetInMs: entry.expiresAt - now() };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

export async function createRedisCounterStore(options: { url: string; prefix?: string }): Promise<CounterStore> {
  // Loaded only when REDIS_URL is set: the client library costs a server without Redis ~150 ms of start-up.
  const { createClient } = await import('redis');
  const client = createClient({ url: options.url });
  client.on('error', () => {
    // node-redis reconnects by itself; a failing command still rejects and reaches the caller.
  });
  await client.connect();
  const prefix = options.prefix ?? 'umka:counter:';

  return {
    async increment(key, windowMs) {
      const fullKey = prefix + key;
      // SET NX PX opens the window only once; INCR and PTTL in the same MULTI see a consistent value.
      const [, count, ttl] = await client
        .multi()
        .set(fullKey, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
        .incr(fullKey)
        .pTTL(fullKey)
        .exec();
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const value = await client.get(prefix + key);
      return value ? Number(value) : 0;
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await client.close();
    },
  };
}
