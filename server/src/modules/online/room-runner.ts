import {
  applyRoomEvent,
  botMoveFor,
  createRng,
  nextDeadline,
  type RoomEvent,
  type RoomResult,
  type RoomStep,
  roomSeatToMove,
} from '@umka/games';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { refusalError } from './online.policy.ts';
import { dueAt, isOpenQuickRoom, peopleOf, type RoomRecord, type RoomStore } from './room-store.ts';

/** Tries of one change when other writes keep coming first (a busy room on several instances). */
const MAX_ATTEMPTS = 12;
/** How often every instance looks for rooms whose deadline came: the timers of an instance that went down. */
const POLL_MS = 1000;
const POLL_BATCH = 200;

export interface RoomRunnerDeps {
  store: RoomStore;
  now: () => number;
  /** Sends each person in the room (and those who just left it) their view. */
  broadcast(record: RoomRecord, departed: readonly number[]): Promise<void>;
  /** A game ended: its results and likes are recorded (once, however many instances see the end). */
  finished(record: RoomRecord, result: RoomResult): Promise<void>;
  /** How long a quick room waits for a person before a bot takes the seat. */
  quickBotWaitMs: number;
  /** A bot's name for a room (the host's language, one not taken yet). */
  botName(record: RoomRecord): string;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  random: () => number;
  pollMs?: number;
}

/** What a change does given the stored room: an event, or nothing (null) when there is nothing to do any more. */
export type EventOf = (record: RoomRecord, now: number) => RoomEvent | null;

export interface RoomRunner {
  /** Stores a new room and tells its people. */
  open(step: RoomStep, meta: Omit<RoomRecord, 'room' | 'botMove' | 'botJoinsAt'>): Promise<RoomRecord>;
  /**
   * Applies an event to the newest stored room (retrying on a concurrent write); throws the room's refusal. `loaded`:
   * the room as the caller just read it, tried first instead of reading it again.
   */
  apply(roomId: string, eventOf: EventOf, loaded?: RoomRecord): Promise<RoomRecord>;
  /** Does what the room waits for, if its time came: a bot's move, a bot joining, or a deadline (`tick`). */
  wake(roomId: string): Promise<void>;
  start(): void;
  stop(): void;
}

/**
 * Drives rooms: every change is a pure `applyRoomEvent` on the stored room, written compare-and-set, and then its
 * effects are carried out. Deadlines are kept in the store (`dueAt`): this instance sets a timer for each room it
 * changed, and every instance polls the store, so a room whose instance went down still moves on.
 */
export function createRoomRunner(deps: RoomRunnerDeps): RoomRunner {
  const { store } = deps;
  const timers = new Map<string, NodeJS.Timeout>();
  const rng = createRng(Math.floor(deps.random() * 2 ** 31));
  let poll: NodeJS.Timeout | null = null;
  let stopped = false;

  function wakeAt(roomId: string, at: number | null): void {
    const old = timers.get(roomId);
    if (old) clearTimeout(old);
    timers.delete(roomId);
    if (at === null || stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(roomId);
        wake(roomId).catch((error: unknown) =>
          deps.logger.error({ err: error, room: roomId }, 'online room wake failed'),
        );
      },
      Math.max(0, at - deps.now()),
    );
    timer.unref();
    timers.set(roomId, timer);
  }

  /** The server's bookkeeping after a step: the pending bot move and the bot coming into a quick room. */
  function settle(record: RoomRecord, step: RoomStep, now: number): RoomRecord {
    const { room } = step;
    const effect = step.effects.find((each) => each.kind === 'botMove');
    let botMove = effect?.kind === 'botMove' ? { seat: effect.seat, at: effect.at } : record.botMove;
    if (botMove && roomSeatToMove(room) !== botMove.seat) botMove = null;
    const next: RoomRecord = { ...record, room, botMove };
    return { ...next, botJoinsAt: isOpenQuickRoom(next) ? (record.botJoinsAt ?? now + deps.quickBotWaitMs) : null };
  }

  async function carryOut(before: RoomRecord | null, after: RoomRecord, step: RoomStep): Promise<void> {
    const present = new Set(peopleOf(after));
    const departed = before ? peopleOf(before).filter((userId) => !present.has(userId)) : [];
    for (const effect of step.effects) {
      if (effect.kind !== 'finished') continue;
      try {
        await deps.finished(after, effect.result);
      } catch (error) {
        deps.logger.error({ err: error, room: after.room.id }, 'online game result was not recorded');
      }
    }
    if (step.effects.some((effect) => effect.kind === 'broadcast')) await deps.broadcast(after, departed);
  }

  async function write(before: RoomRecord, after: RoomRecord, closed: boolean): Promise<boolean> {
    if (closed) return store.remove(before.room.id, before.room.version, peopleOf(before));
    const present = new Set(peopleOf(after));
    const departed = peopleOf(before).filter((userId) => !present.has(userId));
    return store.save({ record: after, expected: before.room.version, departed });
  }

  async function apply(roomId: string, eventOf: EventOf, loaded?: RoomRecord): Promise<RoomRecord> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const record = attempt === 0 && loaded ? loaded : await store.load(roomId);
      if (!record) throw new AppError('ROOM_NOT_FOUND');
      const now = deps.now();
      const event = eventOf(record, now);
      if (event === null) return record;
      const step = applyRoomEvent(record.room, event, now);
      if (step.refusal) throw refusalError(step.refusal);
      const after = settle(record, step, now);
      const closed = step.effects.some((effect) => effect.kind === 'closed');
      if (!(await write(record, after, closed))) continue;
      wakeAt(roomId, closed ? null : dueAt(after));
      await carryOut(record, after, step);
      return after;
    }
    throw new AppError('ROOM_BUSY');
  }

  async function open(step: RoomStep, meta: Omit<RoomRecord, 'room' | 'botMove' | 'botJoinsAt'>) {
    const now = deps.now();
    const record = settle({ ...meta, room: step.room, botMove: null, botJoinsAt: null }, step, now);
    if (!(await store.save({ record, expected: null, departed: [] }))) throw new AppError('ROOM_BUSY');
    wakeAt(record.room.id, dueAt(record));
    await carryOut(null, record, step);
    return record;
  }

  /** The event a room waits for at `now`, or null when nothing is due (another instance was first). */
  function dueEvent(record: RoomRecord, now: number): RoomEvent | null {
    const { room, botMove } = record;
    if (botMove && botMove.at <= now) {
      const move = botMoveFor(room, botMove.seat, rng);
      if (move !== null) return { type: 'botMove', seat: botMove.seat, move };
    }
    if (record.botJoinsAt !== null && record.botJoinsAt <= now && isOpenQuickRoom(record)) {
      return { type: 'botJoin', name: deps.botName(record), level: record.level };
    }
    const deadline = nextDeadline(room);
    return deadline !== null && deadline <= now ? { type: 'tick' } : null;
  }

  async function wake(roomId: string): Promise<void> {
    try {
      await apply(roomId, dueEvent);
    } catch (error) {
      // Gone, or a deadline another instance served first: nothing left to do.
      if (error instanceof AppError) return;
      throw error;
    }
  }

  async function pollDue(): Promise<void> {
    const ids = await store.due(deps.now(), POLL_BATCH);
    for (const roomId of ids) if (!timers.has(roomId)) await wake(roomId);
  }

  return {
    open,
    apply,
    wake,
    start() {
      if (poll) return;
      stopped = false;
      poll = setInterval(() => {
        pollDue().catch((error: unknown) => deps.logger.warn({ err: error }, 'online rooms poll failed'));
      }, deps.pollMs ?? POLL_MS);
      poll.unref();
    },
    stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      poll = null;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
