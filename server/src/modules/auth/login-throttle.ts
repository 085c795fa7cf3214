import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

export interface LoginThrottleLimits {
  /** Attempts on one account per window; a success clears it. */
  perAccount: number;
  /** Failed attempts from one address per window; high enough for a school behind one NAT. */
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 50, windowMs: 15 * 60_000 };

export interface LoginThrottle {
  /** Counts the attempt; throws 429 TOO_MANY_ATTEMPTS once the account or the address is over its limit. */
  begin(email: string, ip: string): Promise<void>;
  failed(ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export function createLoginThrottle(counters: CounterStore, limits: LoginThrottleLimits): LoginThrottle {
  const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async begin(email, ip) {
      // The account counter is bumped before the password check, so parallel guesses cannot slip past it.
      const [account, address] = await Promise.all([
        counters.increment(accountKey(email), limits.windowMs),
        counters.peek(ipKey(ip)),
      ]);
      if (account.count > limits.perAccount || address >= limits.perIp) throw new AppError('TOO_MANY_ATTEMPTS');
    },
    async failed(ip) {
      await counters.increment(ipKey(ip), limits.windowMs);
    },
    async succeeded(email) {
      await counters.reset(accountKey(email));
    },
  };
}
