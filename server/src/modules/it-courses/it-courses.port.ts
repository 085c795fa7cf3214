import { SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toLearnerLesson } from './it-courses.mapper.ts';
import {
  findDoneAt,
  findPlacedLesson,
  type ItLessonPlacedRow,
  listCourseLessonRefs,
  listMapRows,
  markLessonDone,
} from './it-lessons.repo.ts';

/** An IT lesson (subject 8) with where it sits; a lesson of another direction answers as if it did not exist. */
function findItLesson(db: Kysely<DB>, id: number): Promise<ItLessonPlacedRow | undefined> {
  return findPlacedLesson(db, SUBJECT_IT, id);
}

/**
 * What other modules may ask of the courses' content and progress: an accepted IT task solution marks its lesson done;
 * the course direction (subject 11) reads its courses, lessons and progress through the same queries.
 */
export const itCoursesPort = {
  findItLesson,
  findPlacedLesson,
  listMapRows,
  listCourseLessonRefs,
  findDoneAt,
  markLessonDone,
  toLearnerLesson,
};

export type ItCoursesPort = typeof itCoursesPort;

export type { ItLessonPlacedRow, ItMapRow } from './it-lessons.repo.ts';
