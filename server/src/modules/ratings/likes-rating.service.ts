import {
  type LikesRating,
  type LikesRatingQuery,
  RATING_PAGE_SIZE,
  ROLE,
  type TrainerRatingEntry,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { assertMayUseSubject } from '../trainers/trainers.policy.ts';
import { activeSubjectIds } from '../trainers/trainers.repo.ts';
import { countLikesRated, type LikesRatingRow, type LikesRatingScope, likesRatingRows } from './likes-rating.repo.ts';

export interface LikesRatingService {
  rating(actor: AuthUser, query: LikesRatingQuery): Promise<LikesRating>;
}

export function createLikesRatingService(deps: { database: Database }): LikesRatingService {
  const { db, dialect } = deps.database;

  /** The total and the rows as of one moment, as the trainer ratings read them (see ratings.service.ts). */
  const readSnapshot = <T>(work: (reader: Kysely<DB>) => Promise<T>): Promise<T> =>
    dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work)
      : db.connection().execute(work);

  const entry = (actor: AuthUser, row: LikesRatingRow): TrainerRatingEntry => ({
    rank: row.rank,
    student_id: row.student_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    value: row.value,
    is_own: row.student_id === actor.id,
  });

  return {
    async rating(actor, query) {
      assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
      // A teacher ranks the students they teach: the comparison they act on, and no one else's data.
      const scope: LikesRatingScope = {
        subjectId: query.subjectId,
        teacherId: actor.role_id === ROLE.teacher ? actor.id : null,
      };
      // A student follows themself; staff may follow one student (the one whose card they have open).
      const followId = actor.role_id === ROLE.student ? actor.id : (query.student_id ?? null);
      const from = (query.page - 1) * RATING_PAGE_SIZE;
      const { total, rows } = await readSnapshot(async (reader) => ({
        total: await countLikesRated(reader, scope),
        rows: await likesRatingRows(reader, scope, { from, to: from + RATING_PAGE_SIZE, followId }),
      }));
      const onPage = rows.filter((row) => row.position > from && row.position <= from + RATING_PAGE_SIZE);
      const followed = rows.find((row) => row.student_id === followId && !onPage.includes(row));
      // Spec §9: the own entry is appended only to a rating of 50 or more entries.
      const appended = followed && total >= RATING_PAGE_SIZE ? [followed] : [];
      return {
        scope: scope.teacherId === null ? 'subject' : 'classes',
        items: [...onPage, ...appended].map((row) => entry(actor, row)),
        total,
        page: query.page,
        per_page: RATING_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
      };
    },
  };
}
