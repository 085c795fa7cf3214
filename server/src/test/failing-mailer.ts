import type { Mailer } from '../lib/mailer.ts';

/** A mail transport a test can break: the next `n` sends throw as an SMTP server that is down would. */
export interface FailingMailer extends Mailer {
  failNext(count: number): void;
  /** Until the returned function is called, every send hangs, as a transport that never answers would. */
  hang(): () => void;
  /** Sends that threw so far. */
  readonly failures: number;
}

export function createFailingMailer(inner: Mailer): FailingMailer {
  let failing = 0;
  let failures = 0;
  let hanging: Promise<void> | undefined;
  return {
    mode: inner.mode,
    async send(message) {
      if (hanging) await hanging;
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
    hang() {
      let release: () => void = () => undefined;
      hanging = new Promise<void>((resolve) => {
        release = () => {
          hanging = undefined;
          resolve();
        };
      });
      return () => release();
    },
    get failures() {
      return failures;
    },
  };
}
