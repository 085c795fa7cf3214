// The WAL checkpointer's thread (see wal-checkpointer.ts). Plain JavaScript, so that it runs as it is under
// node, tsx, vitest and beside the compiled server alike.
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const { file, intervalMs } = workerData;
const connection = new SqliteDatabase(file, { fileMustExist: true });
// PASSIVE copies what it can without taking or waiting for any lock a writer or reader needs, so the request
// connection never waits for it; another process's checkpointer running at the same moment makes it skip a turn.
// With nothing new in the WAL it returns at once, without syncing anything.
const timer = setInterval(() => connection.pragma('wal_checkpoint(PASSIVE)'), intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  connection.close();
  parentPort.close();
});
