import type { Serializable } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { setupPrimary as relaySocketIoBetweenWorkers } from '@socket.io/cluster-adapter';
import type { Logger } from 'pino';
import { answerCounterRequest } from './lib/cluster-counter-store.ts';
import { createMemoryCounterStore } from './lib/counter-store.ts';
import { answerRoomRequest } from './modules/online/cluster-room-store.ts';
import { createMemoryRoomStore } from './modules/online/memory-room-store.ts';

/** A worker that crashed is restarted after this, doubled for each crash in a row, up to the maximum. */
const RESTART_BASE_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;
/** A worker that ran this long before crashing starts its slot's backoff afresh. */
const STABLE_AFTER_MS = 60_000;

/** The messages by which a worker learns that the database is ready for it (see preparedByPrimary). */
const START = { source: 'umka:cluster', type: 'start' } as const;
const MAY_I_START = { source: 'umka:cluster', type: 'may-i-start' } as const;

const isMessage = (message: unknown, expected: { source: string; type: string }) =>
  typeof message === 'object' &&
  message !== null &&
  Reflect.get(message, 'source') === expected.source &&
  Reflect.get(message, 'type') === expected.type;

/**
 * In a worker: resolves once the primary has prepared the database. The worker asks (after listening for the
 * answer, so it cannot be missed) and the primary answers when its preparation is done, or at once later on.
 */
export function preparedByPrimary(): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (!isMessage(message, START)) return;
      process.off('message', listener);
      resolve();
    };
    process.on('message', listener);
    process.send?.(MAY_I_START);
  });
}

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** The database preparation (prepareBeforeServing in prepare.ts); workers wait for it before they start. */
  prepared: Promise<void>;
  /** How long workers get to finish their requests on SIGTERM/SIGINT before they are killed. */
  shutdownTimeoutMs: number;
}

interface Slot {
  index: number;
  worker: Worker | null;
  startedAt: number;
  crashesInARow: number;
  restart: NodeJS.Timeout | null;
}

/** The restart delay after `crashesInARow` crashes of one slot. */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(RESTART_MAX_DELAY_MS, RESTART_BASE_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}

/**
 * The cluster's primary: forks `workers` copies of this program (main.ts sees cluster.isWorker), which share
 * the listening port through node:cluster. The first loads the app while `prepared` runs and starts once it is
 * done; the others are forked when it listens.
 * The primary serves no HTTP itself. It keeps the throttling counters and the online rooms, and relays socket.io messages between
 * workers when there is no Redis; both are cheap for it, as nothing else runs on its event loop. A worker that crashes is replaced after a growing delay; if one dies before any
 * worker ever listened (a port in use, a bad setting), the server cannot start and the primary exits.
 * SIGTERM/SIGINT stop every worker gracefully (SIGTERM to each), then the primary.
 */
export function runPrimary(options: PrimaryOptions): void {
  const { logger } = options;
  const counters = createMemoryCounterStore();
  const rooms = createMemoryRoomStore();
  relaySocketIoBetweenWorkers();
  options.prepared.catch((error: unknown) => {
    logger.fatal({ err: error }, 'preparing the database failed: the server cannot start');
    stopAll(1);
  });
  cluster.on('message', (worker, message) => {
    if (isMessage(message, MAY_I_START)) {
      options.prepared.then(
        () => worker.isConnected() && worker.send(START, undefined, () => {}),
        () => {},
      );
      return;
    }
    // A worker that died meanwhile no longer needs the answer.
    const reply = (answer: Serializable) => worker.isConnected() && worker.send(answer, undefined, () => {});
    if (answerRoomRequest(rooms, message, reply)) return;
    answerCounterRequest(counters, message, reply);
  });

  const slots: Slot[] = Array.from({ length: options.workers }, (_, index) => ({
    index,
    worker: null,
    startedAt: 0,
    crashesInARow: 0,
    restart: null,
  }));
  let someoneListened = false;
  let stopping = false;

  const fork = (slot: Slot) => {
    slot.restart = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.once('listening', () => {
      if (someoneListened) return;
      someoneListened = true;
      // The first worker starts alone, so it has the CPUs to itself and answers sooner after a cold start;
      // the others follow once it listens.
      for (const rest of slots) if (rest.worker === null && rest.restart === null) fork(rest);
    });
    worker.once('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) {
        if (slots.every((s) => s.worker === null)) finish();
        return;
      }
      if (!someoneListened) {
        logger.fatal({ code, signal }, 'a server process failed before listening: the server cannot start');
        stopAll(1);
        return;
      }
      slot.crashesInARow = Date.now() - slot.startedAt > STABLE_AFTER_MS ? 1 : slot.crashesInARow + 1;
      const delay = restartDelayMs(slot.crashesInARow);
      logger.error(
        { slot: slot.index, pid: worker.process.pid, code, signal, restartInMs: delay },
        'server process exited; restarting',
      );
      slot.restart = setTimeout(() => fork(slot), delay);
    });
  };

  let exitCode = 0;
  const finish = () => {
    void counters.close();
    process.exit(exitCode);
  };
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    if (running.length === 0) finish();
    // Workers stop on SIGTERM like a single server does (main.ts); the same signal for all, so a terminal's
    // Ctrl+C reaching them directly too does not count as a second, forceful one.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('server processes did not stop in time; killing them');
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      exitCode = 1;
    }, options.shutdownTimeoutMs + 2000).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'shutting down the server processes');
      stopAll(0);
    });
  }

  const [first] = slots;
  if (first) fork(first);
  logger.info({ workers: options.workers, pid: process.pid }, 'cluster primary started its server processes');
}
