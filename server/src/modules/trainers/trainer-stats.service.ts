import type { LocalizedText, TrainerStats } from '@umka/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { AuthUser } from '../../lib/access.ts';
import { catalogueTrainers, type KeptTrainer, keptTrainersOf, teachesStudent } from './trainer-stats.repo.ts';
import { type KeptRounds, newest, RECENT_ROUNDS, readKeptRounds, TREND_ROUNDS } from './trainer-stats.rounds.ts';
import { assertMayReadStudentStats } from './trainers.policy.ts';

/** Names what each of a trainer's rounds was of, by result id (a mental test's title); unknown ids are left out. */
export type RoundLabelSource = (resultIds: readonly number[]) => Promise<ReadonlyMap<number, LocalizedText>>;

const subjectIdsSchema = z.array(z.number().int());

type CatalogueTrainer = Omit<Awaited<ReturnType<typeof catalogueTrainers>>[number], 'subjects'> & {
  subjects: number[];
};

export interface TrainerStatsService {
  ofStudent(actor: AuthUser, studentId: number, subjectId: number | undefined): Promise<TrainerStats[]>;
}

export function createTrainerStatsService(deps: {
  database: Database;
  /** Per catalogue component, for the trainers whose rounds differ by the content played. */
  roundLabels?: ReadonlyMap<string, RoundLabelSource>;
}): TrainerStatsService {
  const { db, dialect, changeStamp } = deps.database;
  /**
   * SQLite only, like the rating pages: the catalogue, read by every request, kept while the database is
   * unchanged (any write anywhere drops it). PostgreSQL has no cheap stamp.
   */
  let keptCatalogue: { stamp: string; trainers: CatalogueTrainer[] } | null = null;

  async function catalogue(): Promise<CatalogueTrainer[]> {
    // Taken before the read: a write in between moves the stamp, so the rows read never outlive it.
    const stamp = changeStamp?.();
    if (stamp !== undefined && keptCatalogue?.stamp === stamp) return keptCatalogue.trainers;
    const trainers = (await catalogueTrainers(db)).map((row) => ({
      ...row,
      subjects: subjectIdsSchema.parse(readJson(dialect, row.subjects)),
    }));
    if (stamp !== undefined) keptCatalogue = { stamp, trainers };
    return trainers;
  }

  async function labelsOf(trainers: readonly { component: string; recent: readonly { id: number }[] }[]) {
    const labels = new Map<number, LocalizedText>();
    for (const trainer of trainers) {
      const source = deps.roundLabels?.get(trainer.component);
      if (!source || trainer.recent.length === 0) continue;
      for (const [id, label] of await source(trainer.recent.map((round) => round.id))) labels.set(id, label);
    }
    return labels;
  }

  return {
    async ofStudent(actor, studentId, subjectId) {
      await assertMayReadStudentStats(actor, studentId, () => teachesStudent(db, actor.id, studentId));
      const [trainersOfCatalogue, kept] = await Promise.all([
        catalogue(),
        keptTrainersOf(db, { studentId, subjectId }),
      ]);
      // The page lists the trainers with any round, rejected ones included: each has a kept row per subject played.
      const keptOf = new Map<number, (KeptRounds & Pick<KeptTrainer, 'best_score' | 'wins' | 'rounds'>)[]>();
      for (const row of kept) {
        const own = keptOf.get(row.trainer_id) ?? [];
        own.push({ ...row, ...readKeptRounds(dialect, row) });
        keptOf.set(row.trainer_id, own);
      }
      const trainers = trainersOfCatalogue.flatMap((trainer) => {
        const own = keptOf.get(trainer.id);
        // A round is only ever played in one of its trainer's subjects (a session is refused otherwise).
        if (!own || (subjectId !== undefined && !trainer.subjects.includes(subjectId))) return [];
        // A trainer of two subjects has a standing and kept rounds in each; without a subject filter they add up.
        return [
          {
            trainer,
            own,
            recent: newest(
              own.flatMap((s) => s.recent),
              RECENT_ROUNDS,
            ),
            trend: newest(
              own.flatMap((s) => s.trend),
              TREND_ROUNDS,
            ),
          },
        ];
      });
      const labels = await labelsOf(trainers.map(({ trainer, recent }) => ({ component: trainer.component, recent })));
      return trainers.map(({ trainer, own, recent, trend }) => ({
        trainer_id: trainer.id,
        component: trainer.component,
        title: { 'ru-RU': trainer.title_ru, 'en-US': trainer.title_en, 'uk-UA': trainer.title_uk },
        type_id: trainer.type_id,
        rounds: own.reduce((sum, s) => sum + s.rounds, 0),
        best_score: own.reduce((best, s) => Math.max(best, s.best_score), 0),
        wins: own.reduce((sum, s) => sum + s.wins, 0),
        recent: recent.map(({ id, ...round }) => {
          const label = labels.get(id);
          return { ...round, won: round.won === 1, ...(label ? { label } : {}) };
        }),
        trend: trend.map(({ created_at, score }) => ({ created_at, score })).reverse(),
      }));
    },
  };
}
