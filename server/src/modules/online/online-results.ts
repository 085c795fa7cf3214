import { ROLE, type TrainerLikesRule } from '@umka/contracts';
import type { RoomResult } from '@umka/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { findPeople, insertGame, insertPlayer } from './online.repo.ts';
import type { RoomRecord } from './room-store.ts';

/** A finished game as it is recorded: who played (a student's id, or null for a bot or a teacher) and how each came off. */
export interface FinishedGame {
  gameKey: string;
  trainerId: number;
  subjectId: number;
  withBot: boolean;
  now: string;
  players: readonly { studentId: number | null; standing: 'won' | 'draw' | 'lost' }[];
}

export interface GameStoreDeps {
  trainers: Pick<TrainersPort, 'recordStanding' | 'likesForRound'>;
  /** The game's likes rule; null records the game without likes (the demo seed's past games). */
  rule: TrainerLikesRule | null;
  accrue(trx: Kysely<DB>, entry: LedgerEntry): Promise<number>;
}

/**
 * Records a finished game once (by its key) in the caller's transaction: each student's standing, a win in the
 * trainer's standings (which the online rating reads) and the likes a win earns under the game's rule, fewer against a
 * bot. Returns the likes credited, to announce once the transaction commits; nothing when the game was recorded before.
 */
export async function storeFinishedGame(
  trx: Kysely<DB>,
  game: FinishedGame,
  deps: GameStoreDeps,
): Promise<{ entry: LedgerEntry; balance: number }[]> {
  const gameId = await insertGame(trx, {
    game_key: game.gameKey,
    trainer_id: game.trainerId,
    subject_id: game.subjectId,
    players: game.players.length,
    with_bot: game.withBot,
    now: game.now,
  });
  if (gameId === null) return [];
  // Only a win pays in an online game: the per-answer part of the rule is the picnic alone's.
  const winRule = deps.rule ? { ...deps.rule, per_correct: 0, min_correct: 0 } : null;
  const credited: { entry: LedgerEntry; balance: number }[] = [];
  for (const { studentId, standing } of game.players) {
    if (studentId === null) continue;
    const won = standing === 'won';
    const key = { studentId, trainerId: game.trainerId, subjectId: game.subjectId };
    const likes = await deps.trainers.recordStanding(trx, key, { score: 0, won }, game.now, (today) =>
      winRule ? deps.trainers.likesForRound(winRule, { correct: 0, won, againstBot: game.withBot }, today) : 0,
    );
    await insertPlayer(trx, {
      game_id: gameId,
      student_id: studentId,
      trainer_id: game.trainerId,
      subject_id: game.subjectId,
      standing,
      likes_earned: likes,
    });
    if (likes === 0) continue;
    const entry: LedgerEntry = {
      studentId,
      subjectId: game.subjectId,
      delta: likes,
      reason: 'online_game',
      refType: 'online_game',
      refId: gameId,
    };
    credited.push({ entry, balance: await deps.accrue(trx, entry) });
  }
  return credited;
}

export interface OnlineResultsDeps {
  database: Database;
  likes: Pick<LikesService, 'accrueWithin' | 'announce'>;
  trainers: Pick<TrainersPort, 'recordStanding' | 'likesForRound'>;
  likesRuleOf(trainerId: number): Promise<TrainerLikesRule>;
  clock: () => Date;
}

/** Records the game a room just finished (keyed by room and seed, so an end seen twice counts once). */
export function createOnlineResults(deps: OnlineResultsDeps) {
  return async function recordGame(record: RoomRecord, result: RoomResult): Promise<void> {
    const { room } = record;
    const userIds = room.seats.flatMap((seat) => (seat?.userId != null ? [seat.userId] : []));
    const students = new Set(
      (await findPeople(deps.database.db, userIds)).filter((p) => p.role_id === ROLE.student).map((p) => p.id),
    );
    const game: FinishedGame = {
      gameKey: `${room.id}:${room.seed}`,
      trainerId: record.trainerId,
      subjectId: record.subjectId,
      withBot: room.seats.some((seat) => Boolean(seat?.bot)),
      now: deps.clock().toISOString(),
      players: room.seats.map((seat, index) => ({
        studentId: seat?.userId != null && students.has(seat.userId) ? seat.userId : null,
        standing: result.standings[index] ?? 'lost',
      })),
    };
    const rule = await deps.likesRuleOf(record.trainerId);
    const credited = await deps.database.transaction((trx) =>
      storeFinishedGame(trx, game, { trainers: deps.trainers, rule, accrue: deps.likes.accrueWithin }),
    );
    for (const { entry, balance } of credited) await deps.likes.announce(entry, balance);
  };
}
