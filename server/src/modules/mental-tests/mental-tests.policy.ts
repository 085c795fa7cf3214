import { AppError } from '../../lib/app-error.ts';
import type { StoredMentalTest } from './mental-tests.mapper.ts';

/**
 * A student sees and plays a test only when it is published and set for the subject they play in;
 * anything else answers as if the test did not exist, so drafts are not revealed.
 */
export function assertTestOpenInSubject(test: StoredMentalTest | undefined, subjectId: number): StoredMentalTest {
  if (!test?.is_published || !test.subjects.includes(subjectId)) throw new AppError('NOT_FOUND');
  return test;
}
