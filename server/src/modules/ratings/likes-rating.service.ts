import { type LikesRating, type LikesRatingQuery, RATING_PAGE_SIZE, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { snapshotReader } from '../../db/snapshot-reader.ts';
import type { AuthUser } from '../../lib/access.ts';
import { assertMayUseSubject } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { findLikesRated, likesRatingBuckets, likesRatingPage, teacherLikesRating } from './likes-rating.repo.ts';
import { createRatingPageCache, keptPage, type SharedRatingPage } from './rating-page-cache.ts';
import { pageOfRanked, type Ranked, toRatingEntry } from './rating-reads.ts';
import { ratingStandings } from './rating-standings.ts';
import type { RatedStudent } from './ratings.repo.ts';

export interface LikesRatingService {
  rating(actor: AuthUser, query: LikesRatingQuery): Promise<LikesRating>;
}

export function createLikesRatingService(deps: {
  database: Database;
  trainers: Pick<TrainersPort, 'activeSubjectIds'>;
}): LikesRatingService {
  const { activeSubjectIds } = deps.trainers;
  const { db, changeStamp } = deps.database;
  // As for the trainer ratings: SQLite only, dropped by any write, so a page is never older than the data.
  const pageCache = changeStamp ? createRatingPageCache() : null;

  const readSnapshot = snapshotReader(deps.database);

  /** The subject's standings and the page starting at `offset`, from the kept buckets and entries. */
  function subjectPage(reader: Kysely<DB>, subjectId: number, offset: number): Promise<SharedRatingPage> {
    return keptPage(pageCache, changeStamp, `${subjectId}:${offset}`, async () => {
      const standings = ratingStandings(await likesRatingBuckets(reader, subjectId));
      const start = standings.locate(offset);
      const rows = start ? await likesRatingPage(reader, subjectId, { ...start, limit: RATING_PAGE_SIZE }) : [];
      return { standings, rows };
    });
  }

  /** Every member of the subject: the page and the followed member's entry, ranked by the kept buckets. */
  async function subjectRating(subjectId: number, offset: number, followId: number | null) {
    return readSnapshot(async (reader) => {
      const { standings, rows } = await subjectPage(reader, subjectId, offset);
      const appends =
        followId !== null && standings.total >= RATING_PAGE_SIZE && !rows.some((row) => row.student_id === followId);
      const followed = appends ? await findLikesRated(reader, subjectId, followId) : null;
      const rank = (row: RatedStudent): Ranked => ({ row, rank: standings.rankOf(row.value) });
      return { total: standings.total, page: rows.map(rank), followed: followed ? rank(followed) : null };
    });
  }

  /** One teacher's classes: few enough to rank directly. */
  async function classesRating(
    scope: { subjectId: number; teacherId: number },
    offset: number,
    followId: number | null,
  ) {
    return pageOfRanked(await teacherLikesRating(db, scope), offset, followId);
  }

  return {
    async rating(actor, query) {
      assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
      // A student follows themself; staff may follow one student (the one whose card they have open).
      const followId = actor.role_id === ROLE.student ? actor.id : (query.student_id ?? null);
      const offset = (query.page - 1) * RATING_PAGE_SIZE;
      // A teacher ranks the students they teach: the comparison they act on, and no one else's data.
      const teaches = actor.role_id === ROLE.teacher;
      const { total, page, followed } = teaches
        ? await classesRating({ subjectId: query.subjectId, teacherId: actor.id }, offset, followId)
        : await subjectRating(query.subjectId, offset, followId);
      // Spec §9: the own entry is appended only to a rating of 50 or more entries.
      return {
        scope: teaches ? 'classes' : 'subject',
        items: [...page, ...(followed ? [followed] : [])].map(({ row, rank }) => toRatingEntry(actor, row, rank)),
        total,
        page: query.page,
        per_page: RATING_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
      };
    },
  };
}
