import { fork } from 'node:child_process';

/** Marks the child process that only prepares the database and exits (main.ts). */
export const PREPARE_ONLY_ENV = 'UMKA_PREPARE_ONLY';

/**
 * Runs this same entry point again as a child that prepares the database (prepareBeforeServing) and resolves when it
 * has exited cleanly. The serving processes so never load the seed nor keep what seeding a fresh embedded database
 * leaves in memory: ~65 MB of a single server's RSS (docs/PERFORMANCE.md, "Memory").
 */
export function prepareInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('no entry script to run the preparation with'));
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
