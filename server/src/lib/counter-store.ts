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

/** How long a Redis command may take before the count is kept in this process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** After Redis failed once, how long this process counts alone before it asks Redis again. */
const REDIS_RETRY_AFTER_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis command took over ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Counters shared through Redis. While Redis is unreachable (stopped, restarting, frozen) each process counts in its
 * own memory instead: a limit then holds per process rather than across the cluster, and no request waits on or fails
 * for a throttle. Once Redis answers again the shared counts take over by themselves.
 */
export async function createRedisCounterStore(options: { url: string; prefix?: string }): Promise<CounterStore> {
  // Loaded only when REDIS_URL is set: the client library costs a server without Redis ~150 ms of start-up.
  const { createClient } = await import('redis');
  // Without the offline queue a command sent while the connection is down fails at once instead of waiting for it.
  const client = createClient({ url: options.url, disableOfflineQueue: true });
  client.on('error', () => {
    // node-redis reconnects by itself; meanwhile the counts are kept in this process (see `shared` below).
  });
  await client.connect();
  const prefix = options.prefix ?? 'umka:counter:';
  const local = createMemoryCounterStore();
  let askRedisAfter = 0;

  /** Runs `command` on Redis when it is up, else (or should it fail) `fallback` on this process's counters. */
  async function shared<T>(command: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!client.isReady || Date.now() < askRedisAfter) return fallback();
    try {
      return await withTimeout(command(), REDIS_COMMAND_TIMEOUT_MS);
    } catch {
      askRedisAfter = Date.now() + REDIS_RETRY_AFTER_MS;
      return fallback();
    }
  }

  return {
    increment(key, windowMs) {
      const fullKey = prefix + key;
      return shared(
        async () => {
          // SET NX PX opens the window only once; INCR and PTTL in the same MULTI see a consistent value.
          const [, count, ttl] = await client
            .multi()
            .set(fullKey, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
            .incr(fullKey)
            .pTTL(fullKey)
            .exec();
          return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
        },
        () => local.increment(key, windowMs),
      );
    },
    peek(key) {
      return shared(
        async () => {
          const value = await client.get(prefix + key);
          return value ? Number(value) : 0;
        },
        () => local.peek(key),
      );
    },
    async reset(key) {
      // Both places: a count kept locally during an outage must not outlive the reset either.
      await local.reset(key);
      await shared(
        async () => {
          await client.del(prefix + key);
        },
        async () => undefined,
      );
    },
    async close() {
      await local.close();
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
