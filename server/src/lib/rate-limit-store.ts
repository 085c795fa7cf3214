import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { CounterStore } from './counter-store.ts';

const DEFAULT_WINDOW_MS = 60_000;

const routeInfoSchema = z.object({
  routeInfo: z.object({ method: z.unknown(), url: z.string() }).optional(),
});

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's own Redis store expects ioredis; this one counts in our CounterStore
 * (node-redis or in-process), so the request limit and the login throttle share one backend.
 */
export function createRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = 'rate:') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number = DEFAULT_WINDOW_MS): void {
      counters.increment(this.#prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts separately from the global one. */
    child(options: unknown): FastifyRateLimitStore {
      // The plugin passes its merged settings here, with the route under `routeInfo`.
      const route = routeInfoSchema.safeParse(options).data?.routeInfo;
      return new CounterRateLimitStore(options, `${this.#prefix}${String(route?.method)}:${route?.url}:`);
    }
  }
  return CounterRateLimitStore;
}
