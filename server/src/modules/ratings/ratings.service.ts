import {
  RATING_PAGE_SIZE,
  ROLE,
  TRAINER_TYPE_WINS,
  type TrainerRating,
  type TrainerRatingEntry,
  type TrainerRatingQuery,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import { assertMayUseSubject, assertTrainerInSubject } from '../trainers/trainers.policy.ts';
import { activeSubjectIds, findTrainer } from '../trainers/trainers.repo.ts';
import { countAbove, countRated, findRated, type RatedStudent, type RatingScope, ratingPage } from './ratings.repo.ts';

export interface RatingsService {
  trainer(actor: AuthUser, query: TrainerRatingQuery): Promise<TrainerRating>;
}

export function createRatingsService(deps: { database: Database }): RatingsService {
  const { db, dialect } = deps.database;

  const entry = (actor: AuthUser, row: RatedStudent, rank: number): TrainerRatingEntry => ({
    rank,
    student_id: row.student_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    value: row.value,
    is_own: row.student_id === actor.id,
  });

  return {
    async trainer(actor, query) {
      const row = await findTrainer(db, query.trainer_id);
      if (!row) throw new AppError('NOT_FOUND');
      const trainer = toTrainer(dialect, row);
      assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
      assertTrainerInSubject(trainer.subjects, query.subjectId);

      const scope: RatingScope = {
        trainerId: trainer.id,
        subjectId: query.subjectId,
        metric: trainer.type_id === TRAINER_TYPE_WINS ? 'wins' : 'score',
      };
      const offset = (query.page - 1) * RATING_PAGE_SIZE;
      const [total, rows] = await Promise.all([
        countRated(db, scope),
        ratingPage(db, scope, { offset, limit: RATING_PAGE_SIZE }),
      ]);

      // Competition ranking (1, 2, 2, 4): equal values share a rank, even across a page boundary.
      const items: TrainerRatingEntry[] = [];
      let previous: TrainerRatingEntry | undefined;
      for (const [index, rated] of rows.entries()) {
        const rank =
          previous === undefined
            ? 1 + (await countAbove(db, scope, rated.value))
            : previous.value === rated.value
              ? previous.rank
              : offset + index + 1;
        previous = entry(actor, rated, rank);
        items.push(previous);
      }

      if (actor.role_id === ROLE.student && total >= RATING_PAGE_SIZE && !items.some((item) => item.is_own)) {
        const own = await findRated(db, scope, actor.id);
        if (own) items.push(entry(actor, own, 1 + (await countAbove(db, scope, own.value))));
      }
      return {
        metric: scope.metric,
        items,
        total,
        page: query.page,
        per_page: RATING_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
      };
    },
  };
}
