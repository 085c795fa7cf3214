import { AppError } from '../../lib/app-error.ts';
import type { Sleep } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

export interface LoginThrottleLimits {
  /**
   * Attempts on one account from one address per window; a success clears it. Only that address is
   * refused: the right password from any other address still works, so nobody can lock a user out.
   */
  perAccountAndIp: number;
  /** Failed attempts from one address across all accounts per window; sized for a school behind one NAT. */
  perIp: number;
  windowMs: number;
  /** Failures on one account (from any address) per window after which every attempt on it is slowed down. */
  accountDelayAfter: number;
  /** The first delay; it doubles with each further failure up to `accountMaxDelayMs`. */
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perAccountAndIp: 5,
  perIp: 300,
  windowMs: 15 * 60_000,
  accountDelayAfter: 10,
  accountBaseDelayMs: 250,
  accountMaxDelayMs: 2000,
};

export interface LoginThrottle {
  /**
   * Counts the attempt; throws 429 TOO_MANY_ATTEMPTS once this account from this address, or this address
   * altogether, is over its limit; waits first when the account has seen many failures from anywhere.
   */
  begin(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
}

/** The wait before an attempt on an account that has failed `failures` times in the window. */
export function accountDelayMs(failures: number, limits: LoginThrottleLimits): number {
  if (failures < limits.accountDelayAfter) return 0;
  const doublings = Math.min(failures - limits.accountDelayAfter, 16);
  return Math.min(limits.accountMaxDelayMs, limits.accountBaseDelayMs * 2 ** doublings);
}

export function createLoginThrottle(deps: {
  counters: CounterStore;
  limits: LoginThrottleLimits;
  sleep: Sleep;
}): LoginThrottle {
  const { counters, limits } = deps;
  const pairKey = (email: string, ip: string) => `login:account-ip:${email.toLowerCase()}:${ip}`;
  const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async begin(email, ip) {
      // The pair counter is bumped before the password check, so parallel guesses cannot slip past it.
      const [pair, address, accountFailures] = await Promise.all([
        counters.increment(pairKey(email, ip), limits.windowMs),
        counters.peek(ipKey(ip)),
        counters.peek(accountKey(email)),
      ]);
      if (pair.count > limits.perAccountAndIp || address >= limits.perIp) throw new AppError('TOO_MANY_ATTEMPTS');
      // Guessing one account from many addresses is slowed down, never refused: the owner still gets in.
      const delay = accountDelayMs(accountFailures, limits);
      if (delay > 0) await deps.sleep(delay);
    },
    async failed(email, ip) {
      await Promise.all([
        counters.increment(ipKey(ip), limits.windowMs),
        counters.increment(accountKey(email), limits.windowMs),
      ]);
    },
    async succeeded(email, ip) {
      // The account's failure count stays until its window ends: a login does not hand an attacker a fresh budget.
      await counters.reset(pairKey(email, ip));
    },
  };
}
