import type { CourseCard } from '@umka/contracts';
import { ApiError } from '../../../lib/api.ts';

export function percentOf(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((Math.min(done, total) / total) * 100);
}

/** Finished: the certificate has come, or every lesson of a course that has some is done. */
export function isCourseFinished(course: Pick<CourseCard, 'certificate' | 'lessons_done' | 'lessons_total'>): boolean {
  return course.certificate !== null || (course.lessons_total > 0 && course.lessons_done >= course.lessons_total);
}

/** A course, block or lesson the server does not know (or not in this course), said as such rather than as a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
