import { ROLE, type TrainerLikesRule } from '@umka/contracts';
import type { RoomResult } from '@umka/games';
import type { Database } from '../../db/database.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { findPeople, insertGame, insertPlayer } from './online.repo.ts';
import type { RoomRecord } from './room-store.ts';

export interface OnlineResultsDeps {
  database: Database;
  likes: Pick<LikesService, 'accrueWithin' | 'announce'>;
  trainers: Pick<TrainersPort, 'recordStanding' | 'likesForRound'>;
  likesRuleOf(trainerId: number): Promise<TrainerLikesRule>;
  clock: () => Date;
}

/**
 * Records a finished game once (keyed by room and seed): each student's standing, a win in the trainer's standings
 * (the online rating), and the likes a win earns under the game's rule — fewer against a bot. Teachers and bots play
 * without records.
 */
export function createOnlineResults(deps: OnlineResultsDeps) {
  return async function recordGame(record: RoomRecord, result: RoomResult): Promise<void> {
    const { room } = record;
    const userIds = room.seats.flatMap((seat) => (seat?.userId != null ? [seat.userId] : []));
    const students = new Set(
      (await findPeople(deps.database.db, userIds)).filter((p) => p.role_id === ROLE.student).map((p) => p.id),
    );
    const withBot = room.seats.some((seat) => seat?.bot);
    const rule = await deps.likesRuleOf(record.trainerId);
    // Only a win pays in an online game: the per-answer part of the rule is the picnic alone's.
    const winRule: TrainerLikesRule = { ...rule, per_correct: 0, min_correct: 0 };
    const now = deps.clock().toISOString();

    const credited = await deps.database.transaction(async (trx) => {
      const gameId = await insertGame(trx, {
        game_key: `${room.id}:${room.seed}`,
        trainer_id: record.trainerId,
        subject_id: record.subjectId,
        players: room.seats.length,
        with_bot: Boolean(withBot),
        now,
      });
      if (gameId === null) return [];
      const earned: { entry: LedgerEntry; balance: number }[] = [];
      for (const [seat, player] of room.seats.entries()) {
        const standing = result.standings[seat];
        if (player?.userId == null || !students.has(player.userId) || standing === undefined) continue;
        const won = standing === 'won';
        const key = { studentId: player.userId, trainerId: record.trainerId, subjectId: record.subjectId };
        const likes = await deps.trainers.recordStanding(trx, key, { score: 0, won }, now, (today) =>
          deps.trainers.likesForRound(winRule, { correct: 0, won, againstBot: Boolean(withBot) }, today),
        );
        await insertPlayer(trx, {
          game_id: gameId,
          student_id: player.userId,
          trainer_id: record.trainerId,
          subject_id: record.subjectId,
          standing,
          likes_earned: likes,
        });
        if (likes === 0) continue;
        const entry: LedgerEntry = {
          studentId: player.userId,
          subjectId: record.subjectId,
          delta: likes,
          reason: 'online_game',
          refType: 'online_game',
          refId: gameId,
        };
        earned.push({ entry, balance: await deps.likes.accrueWithin(trx, entry) });
      }
      return earned;
    });
    for (const { entry, balance } of credited) await deps.likes.announce(entry, balance);
  };
}
