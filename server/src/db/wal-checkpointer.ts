import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the thread copies the WAL into the database file: under a steady write load a few hundred pages. */
const INTERVAL_MS = 100;
/**
 * SQLite's own checkpoint after a commit, on the request connection, only once the WAL holds this many pages
 * (40 MB): it bounds the file should the thread fall behind. SQLite's default is 1,000 pages.
 */
const BACKSTOP_PAGES = 10_000;
const SQLITE_DEFAULT_PAGES = 1_000;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints the WAL of `connection`'s file from a thread of its own. SQLite does it by default in the commit
 * that pushes the WAL past 1,000 pages: that commit copies the pages into the database file and syncs both files,
 * ~10–90 ms on this VM's disk while every request of the process waits, since the connection is synchronous. The
 * thread's PASSIVE checkpoints do the same work beside the event loop; each process of a cluster runs its own.
 * Should the thread fail, the connection checkpoints for itself again as SQLite does by default.
 */
export function checkpointInBackground(connection: BetterSqlite3.Database, file: string): WalCheckpointer {
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, intervalMs: INTERVAL_MS },
  });
  // The thread never keeps the process alive: an exit without destroy() only leaves the WAL for the next open.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', () => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  });
  return {
    async stop() {
      // Waited for, the thread's exit must keep the process alive: unref'd, a script that closes the server last
      // would end with this promise never settled.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
