import type { Mailer } from '../lib/mailer.ts';

/** A mail transport a test can break: the next `n` sends throw as an SMTP server that is down would. */
export interface FailingMailer extends Mailer {
  failNext(count: number): void;
  /** Sends that threw so far. */
  readonly failures: number;
}

export function createFailingMailer(inner: Mailer): FailingMailer {
  let failing = 0;
  let failures = 0;
  return {
    mode: inner.mode,
    async send(message) {
      if (failing > 0) {
        failing -= 1;
        failures += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      await inner.send(message);
    },
    close: () => inner.close(),
    failNext(count) {
      failing = count;
    },
    get failures() {
      return failures;
    },
  };
}
