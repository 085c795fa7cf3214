import { setTimeout as sleep } from 'node:timers/promises';
import type { createClient } from 'redis';
import type { RealtimeLogger, RealtimeServer } from './types.ts';

/** Attempts before start-up gives up on an unreachable Redis, instead of hanging in node-redis' endless retry. */
const STARTUP_CONNECT_ATTEMPTS = 5;
const MAX_RECONNECT_DELAY_MS = 2000;
const SUBSCRIBE_TIMEOUT_MS = 5000;

type RedisClient = ReturnType<typeof createClient>;

export interface RedisAdapterLink {
  close(): Promise<void>;
}

function redisClient(
  redis: typeof import('redis'),
  url: string,
  role: 'publisher' | 'subscriber',
  logger: RealtimeLogger,
): RedisClient {
  let wasReady = false;
  const client = redis.createClient({
    url,
    socket: {
      reconnectStrategy: (retries, cause) => {
        if (!wasReady && retries >= STARTUP_CONNECT_ATTEMPTS) return cause;
        return Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS);
      },
    },
  });
  client.on('ready', () => {
    wasReady = true;
  });
  client.on('error', (error: unknown) => logger.warn({ err: error, role }, 'realtime redis client error'));
  return client;
}

/**
 * The adapter subscribes in its constructor without telling when Redis confirmed it. An event published by
 * another instance before that moment would be lost, so attach() waits until Redis counts this instance.
 */
async function waitUntilSubscribed(io: RealtimeServer): Promise<void> {
  const deadline = Date.now() + SUBSCRIBE_TIMEOUT_MS;
  while ((await io.of('/').adapter.serverCount()) < 1) {
    if (Date.now() > deadline) throw new Error('realtime redis adapter did not subscribe in time');
    await sleep(10);
  }
}

/** Connects a publisher and a subscriber (a subscribed connection can do nothing else) and installs the adapter. */
export async function useRedisAdapter(
  io: RealtimeServer,
  options: { url: string; key: string | undefined; logger: RealtimeLogger },
): Promise<RedisAdapterLink> {
  // Loaded only with REDIS_URL, so a server without Redis does not spend its start-up on them.
  const [redis, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
  const pub = redisClient(redis, options.url, 'publisher', options.logger);
  const sub = redisClient(redis, options.url, 'subscriber', options.logger);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, options.key === undefined ? {} : { key: options.key }));
    await waitUntilSubscribed(io);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  return {
    async close() {
      await Promise.allSettled([pub, sub].filter((client) => client.isOpen).map((client) => client.close()));
    },
  };
}
