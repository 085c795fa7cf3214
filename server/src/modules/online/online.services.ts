import { trainerLikesRuleSchema } from '@umka/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/index.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { createMemoryRoomStore } from './memory-room-store.ts';
import { createOnlineService } from './online.service.ts';
import { createOnlineResults } from './online-results.ts';
import { createRoomRunner } from './room-runner.ts';
import type { RoomStore } from './room-store.ts';
import { botNameFor, createRoomViews } from './room-views.ts';

/** A quick game gives a person this long to come before a bot sits down. */
export const QUICK_BOT_WAIT_MS = 15_000;

export interface OnlineOptions {
  /** Redis (REDIS_URL) for several instances; this process's memory when not given. */
  store?: RoomStore;
  quickBotWaitMs?: number;
  pollMs?: number;
}

/** The online games wired together: the room store, the runner that drives rooms, results, and the service. */
export function createOnlineServices(deps: {
  database: Database;
  realtime: Realtime;
  likes: Pick<LikesService, 'accrueWithin' | 'announce'>;
  balances: Pick<LikesPort, 'findEarned'>;
  trainers: TrainersPort;
  groups: Pick<GroupsPort, 'listSubjectClassmates'>;
  teachers: Pick<TeachersPort, 'teachesSubject'>;
  clock: Clock;
  logger: FastifyBaseLogger;
  options?: OnlineOptions;
}) {
  const { database, clock } = deps;
  const store = deps.options?.store ?? createMemoryRoomStore();
  const now = () => clock().getTime();
  const recordGame = createOnlineResults({
    database,
    likes: deps.likes,
    trainers: deps.trainers,
    clock,
    async likesRuleOf(trainerId) {
      const row = await deps.trainers.findTrainer(database.db, trainerId);
      if (!row) throw new Error(`online game ${trainerId} is not in the catalogue`);
      return trainerLikesRuleSchema.parse(readJson(database.dialect, row.likes_rule));
    },
  });
  const views = createRoomViews({ realtime: deps.realtime, now });
  const runner = createRoomRunner({
    store,
    now,
    broadcast: views.broadcast,
    finished: recordGame,
    quickBotWaitMs: deps.options?.quickBotWaitMs ?? QUICK_BOT_WAIT_MS,
    botName: botNameFor,
    logger: deps.logger,
    random: Math.random,
    ...(deps.options?.pollMs !== undefined ? { pollMs: deps.options.pollMs } : {}),
  });
  const online = createOnlineService({
    database,
    store,
    runner,
    views,
    realtime: deps.realtime,
    trainers: deps.trainers,
    likes: deps.balances,
    groups: deps.groups,
    teachesSubject: (teacherId, subjectId) => deps.teachers.teachesSubject(database.db, teacherId, subjectId),
    now,
  });
  deps.realtime.onPresence((userId, present) => {
    online
      .presence(userId, present)
      .catch((error: unknown) => deps.logger.warn({ err: error, user_id: userId }, 'online presence not applied'));
  });
  return { online, runner, store };
}
