import { isSubjectAllowed } from '@umka/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Spec §2 /student/zero-homework and issue [13]: a student takes the lessons of a subject they study, and only of
 * math, reading, mental arithmetic, English and school readiness (1, 2, 3, 9, 10).
 */
export function assertMayTakeZeroLessons(subjectId: number, activeSubjects: readonly number[]): void {
  if (!isSubjectAllowed('zeroHomework', subjectId) || !activeSubjects.includes(subjectId)) {
    throw new AppError('SUBJECT_NOT_ALLOWED');
  }
}
