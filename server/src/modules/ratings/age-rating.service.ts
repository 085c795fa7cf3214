import { type AgeRating, type AgeRatingQuery, RATING_PAGE_SIZE, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { snapshotReader } from '../../db/snapshot-reader.ts';
import type { AuthUser } from '../../lib/access.ts';
import { assertMayUseSubject } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { ageBuckets, bornInPage, findBirthYear, findBornInRated } from './age-rating.repo.ts';
import { teacherLikesRating } from './likes-rating.repo.ts';
import { createRatingPageCache, keptPage } from './rating-page-cache.ts';
import { pageOfRanked, type Ranked, toRatingEntry } from './rating-reads.ts';
import { ratingStandings } from './rating-standings.ts';
import type { RatedStudent } from './ratings.repo.ts';

export interface AgeRatingService {
  rating(actor: AuthUser, query: AgeRatingQuery): Promise<AgeRating>;
}

/**
 * The rating by age: the likes rating among the students of the subject born the same year (spec §7 Ratings;
 * "age groups from birth date": a year of birth is a group that never changes under a child, unlike an age that
 * changes on a birthday in the middle of a term).
 */
export function createAgeRatingService(deps: {
  database: Database;
  trainers: Pick<TrainersPort, 'activeSubjectIds'>;
}): AgeRatingService {
  const { activeSubjectIds } = deps.trainers;
  const { db, changeStamp } = deps.database;
  const readSnapshot = snapshotReader(deps.database);
  // As for the likes rating: SQLite only, dropped by any write, so a page is never older than the data.
  const pageCache = changeStamp ? createRatingPageCache() : null;

  /** Everyone of the subject born in the year, ranked by the year's kept buckets as the likes rating is. */
  function subjectRating(cohort: { subjectId: number; year: number }, offset: number, followId: number | null) {
    return readSnapshot(async (reader) => {
      const { standings, rows } = await keptPage(
        pageCache,
        changeStamp,
        `${cohort.subjectId}:${cohort.year}:${offset}`,
        async () => {
          const standings = ratingStandings(await ageBuckets(reader, cohort));
          const start = standings.locate(offset);
          const rows = start ? await bornInPage(reader, cohort, { ...start, limit: RATING_PAGE_SIZE }) : [];
          return { standings, rows };
        },
      );
      const appends =
        followId !== null && standings.total >= RATING_PAGE_SIZE && !rows.some((row) => row.student_id === followId);
      const own = appends ? await findBornInRated(reader, cohort, followId) : null;
      const rank = (row: RatedStudent): Ranked => ({ row, rank: standings.rankOf(row.value) });
      return { total: standings.total, page: rows.map(rank), followed: own ? rank(own) : null };
    });
  }

  /** One teacher's classes: few enough to rank directly. */
  async function classesRating(
    scope: { subjectId: number; teacherId: number; birthYear: number },
    offset: number,
    followId: number | null,
  ) {
    return pageOfRanked(await teacherLikesRating(db, scope), offset, followId);
  }

  /** A student's own year; staff name a year, or a student whose year it is. */
  async function yearOf(actor: AuthUser, query: AgeRatingQuery, followId: number | null): Promise<number | null> {
    if (actor.role_id !== ROLE.student && query.birth_year !== undefined) return query.birth_year;
    return followId === null ? null : findBirthYear(db, followId);
  }

  return {
    async rating(actor, query) {
      assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
      const followId = actor.role_id === ROLE.student ? actor.id : (query.student_id ?? null);
      const year = await yearOf(actor, query, followId);
      const teaches = actor.role_id === ROLE.teacher;
      const offset = (query.page - 1) * RATING_PAGE_SIZE;
      const { total, page, followed } =
        year === null
          ? { total: 0, page: [], followed: null }
          : teaches
            ? await classesRating(
                { subjectId: query.subjectId, teacherId: actor.id, birthYear: year },
                offset,
                followId,
              )
            : await subjectRating({ subjectId: query.subjectId, year }, offset, followId);
      return {
        scope: teaches ? 'classes' : 'subject',
        birth_year: year,
        items: [...page, ...(followed ? [followed] : [])].map(({ row, rank }) => toRatingEntry(actor, row, rank)),
        total,
        page: query.page,
        per_page: RATING_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
      };
    },
  };
}
