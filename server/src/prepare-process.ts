import { fork } from 'node:child_process';

/** Marks the child process that only prepares the database and exits (main.ts). */
export const PREPARE_ONLY_ENV = 'UMKA_PREPARE_ONLY';

/** What the child sends once the database is closed and the JWT secret written. */
const PREPARED_MESSAGE = 'umka:prepared';

/**
 * Runs this same entry point again as a child that prepares the database (prepareBeforeServing) and resolves when it
 * reports the database ready (or has exited cleanly). The serving processes so never load the seed nor keep what
 * seeding a fresh embedded database leaves in memory: ~65 MB of a single server's RSS (docs/PERFORMANCE.md, "Memory").
 */
export function prepareInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('no entry script to run the preparation with'));
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    // The message, not the exit: a process that drew pictures takes ~0.2 s more to wind down its native threads, and
    // nothing it still holds is needed by then.
    child.on('message', (message) => {
      if (message === PREPARED_MESSAGE) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Called by the child once the database is ready: tells its parent, which may start serving at once. */
export function reportPrepared(): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) {
      resolve();
      return;
    }
    process.send(PREPARED_MESSAGE, () => resolve());
  });
}
