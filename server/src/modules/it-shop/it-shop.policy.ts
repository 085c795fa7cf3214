import { ROLE, SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { studentsPort } from '../students/students.port.ts';

/** The shop is the IT direction's (spec §2: IT pages for subject 8 only): a student without an active IT subject is refused. */
export async function assertItStudent(db: Kysely<DB>, actor: AuthUser): Promise<void> {
  if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
  if ((await studentsPort.findActiveSubjectOfMain(db, actor.id, SUBJECT_IT)) === null) {
    throw new AppError('SUBJECT_NOT_ALLOWED');
  }
}

/** A prize is handed over by a teacher of the student who bought it, or by an admin. */
export async function assertMayGivePrize(db: Kysely<DB>, actor: AuthUser, studentId: number): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && (await groupsPort.isInTeacherGroups(db, actor.id, studentId))) return;
  throw new AppError('FORBIDDEN');
}
