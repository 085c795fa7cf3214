import { ROLE, SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { studentsPort } from '../students/students.port.ts';

/** Quizzes are the IT direction's (spec §2: IT pages for subject 8 only): a student without active IT is refused. */
export async function assertItStudent(db: Kysely<DB>, actor: AuthUser): Promise<void> {
  if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
  if ((await studentsPort.findActiveSubjectOfMain(db, actor.id, SUBJECT_IT)) === null) {
    throw new AppError('SUBJECT_NOT_ALLOWED');
  }
}
