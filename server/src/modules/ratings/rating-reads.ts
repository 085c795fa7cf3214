import { RATING_PAGE_SIZE, type TrainerRatingEntry } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import type { LikesRatingRow } from './likes-rating.repo.ts';
import type { RatedStudent } from './ratings.repo.ts';

/*
 * What the trainer, likes and age ratings read alike: an entry as the API
 * shows it, and a teacher's class-sized rating paged from its ranked rows.
 */

export interface Ranked {
  row: RatedStudent;
  rank: number;
}

export const toRatingEntry = (actor: AuthUser, row: RatedStudent, rank: number): TrainerRatingEntry => ({
  rank,
  student_id: row.student_id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  value: row.value,
  is_own: row.student_id === actor.id,
});

/** A page of a teacher's ranked rows, and the followed student's row appended when off the page (spec §9). */
export function pageOfRanked(rows: readonly LikesRatingRow[], offset: number, followId: number | null) {
  const page = rows.slice(offset, offset + RATING_PAGE_SIZE);
  const followed = rows.find((row) => row.student_id === followId && !page.includes(row));
  const rank = (row: LikesRatingRow): Ranked => ({ row, rank: row.rank });
  return {
    total: rows.length,
    page: page.map(rank),
    followed: followed && rows.length >= RATING_PAGE_SIZE ? rank(followed) : null,
  };
}
