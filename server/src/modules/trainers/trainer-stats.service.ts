import type { LocalizedText, TrainerStats } from '@umka/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { readJson } from './trainer-mapper.ts';
import { catalogueTrainers, latestRounds, standingsOf, teachesStudent } from './trainer-stats.repo.ts';
import { assertMayReadStudentStats } from './trainers.policy.ts';

export const RECENT_ROUNDS = 10;
export const TREND_ROUNDS = 30;

/** Names what each of a trainer's rounds was of, by result id (a mental test's title); unknown ids are left out. */
export type RoundLabelSource = (resultIds: readonly number[]) => Promise<ReadonlyMap<number, LocalizedText>>;

const subjectIdsSchema = z.array(z.number().int());

export interface TrainerStatsService {
  ofStudent(actor: AuthUser, studentId: number, subjectId: number | undefined): Promise<TrainerStats[]>;
}

export function createTrainerStatsService(deps: {
  database: Database;
  /** Per catalogue component, for the trainers whose rounds differ by the content played. */
  roundLabels?: ReadonlyMap<string, RoundLabelSource>;
}): TrainerStatsService {
  const { db, dialect } = deps.database;

  async function labelsOf(
    trainers: readonly { id: number; component: string }[],
    rounds: readonly { id: number; trainer_id: number }[],
  ) {
    const labels = new Map<number, LocalizedText>();
    for (const trainer of trainers) {
      const source = deps.roundLabels?.get(trainer.component);
      if (!source) continue;
      const ids = rounds.filter((round) => round.trainer_id === trainer.id).map((round) => round.id);
      if (ids.length === 0) continue;
      for (const [id, label] of await source(ids)) labels.set(id, label);
    }
    return labels;
  }

  return {
    async ofStudent(actor, studentId, subjectId) {
      await assertMayReadStudentStats(actor, studentId, () => teachesStudent(db, actor.id, studentId));
      const scope = { studentId, subjectId };
      const [catalogue, standings] = await Promise.all([catalogueTrainers(db), standingsOf(db, scope)]);
      // A round is only ever played in one of its trainer's subjects (a session is refused otherwise).
      const candidates = catalogue.filter(
        (trainer) =>
          subjectId === undefined || subjectIdsSchema.parse(readJson(dialect, trainer.subjects)).includes(subjectId),
      );
      const rounds = await latestRounds(
        db,
        { ...scope, trainerIds: candidates.map((trainer) => trainer.id) },
        { recent: RECENT_ROUNDS, validated: TREND_ROUNDS },
      );
      // The page lists the trainers with any round, rejected ones included: every such trainer has a recent round.
      const played = new Set(rounds.map((round) => round.trainer_id));
      const trainers = candidates.filter((trainer) => played.has(trainer.id));
      rounds.sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
      const playedOf = (trainerId: number) => rounds.filter((round) => round.trainer_id === trainerId);
      const recentOf = (trainerId: number) => playedOf(trainerId).slice(0, RECENT_ROUNDS);
      const labels = await labelsOf(
        trainers,
        trainers.flatMap((trainer) => recentOf(trainer.id)),
      );
      return trainers.map((trainer) => {
        // A trainer of two subjects has a standing in each; without a subject filter they add up.
        const own = standings.filter((s) => s.trainer_id === trainer.id);
        const played = playedOf(trainer.id);
        return {
          trainer_id: trainer.id,
          component: trainer.component,
          title: { 'ru-RU': trainer.title_ru, 'en-US': trainer.title_en, 'uk-UA': trainer.title_uk },
          type_id: trainer.type_id,
          rounds: own.reduce((sum, s) => sum + s.rounds, 0),
          best_score: own.reduce((best, s) => Math.max(best, s.best_score), 0),
          wins: own.reduce((sum, s) => sum + s.wins, 0),
          recent: recentOf(trainer.id).map(({ id, trainer_id: _trainer, ...round }) => {
            const label = labels.get(id);
            return { ...round, won: round.won === 1, ...(label ? { label } : {}) };
          }),
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
