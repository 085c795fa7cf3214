import type { TrainerStats } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { latestRounds, playedTrainers, standingsOf, teachesStudent } from './trainer-stats.repo.ts';
import { assertMayReadStudentStats } from './trainers.policy.ts';

export const RECENT_ROUNDS = 10;
export const TREND_ROUNDS = 30;

export interface TrainerStatsService {
  ofStudent(actor: AuthUser, studentId: number, subjectId: number | undefined): Promise<TrainerStats[]>;
}

export function createTrainerStatsService(deps: { database: Database }): TrainerStatsService {
  const { db } = deps.database;
  return {
    async ofStudent(actor, studentId, subjectId) {
      await assertMayReadStudentStats(actor, studentId, () => teachesStudent(db, actor.id, studentId));
      const scope = { studentId, subjectId };
      const [trainers, standings] = await Promise.all([playedTrainers(db, scope), standingsOf(db, scope)]);
      const rounds = await latestRounds(
        db,
        { ...scope, trainerIds: trainers.map((trainer) => trainer.id) },
        { recent: RECENT_ROUNDS, validated: TREND_ROUNDS },
      );
      rounds.sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
      return trainers.map((trainer) => {
        // A trainer of two subjects has a standing in each; without a subject filter they add up.
        const own = standings.filter((s) => s.trainer_id === trainer.id);
        const played = rounds.filter((round) => round.trainer_id === trainer.id);
        return {
          trainer_id: trainer.id,
          component: trainer.component,
          title: { 'ru-RU': trainer.title_ru, 'en-US': trainer.title_en, 'uk-UA': trainer.title_uk },
          type_id: trainer.type_id,
          rounds: own.reduce((sum, s) => sum + s.rounds, 0),
          best_score: own.reduce((best, s) => Math.max(best, s.best_score), 0),
          wins: own.reduce((sum, s) => sum + s.wins, 0),
          recent: played
            .slice(0, RECENT_ROUNDS)
            .map(({ id: _id, trainer_id: _trainer, ...round }) => ({ ...round, won: round.won === 1 })),
          trend: played
            .filter((round) => round.validate_status === 'ok')
            .slice(0, TREND_ROUNDS)
            .reverse()
            .map((round) => ({ created_at: round.created_at, score: round.score })),
        };
      });
    },
  };
}
