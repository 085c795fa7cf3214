import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { likesPort } from '../likes/likes.port.ts';
import { assertOwnStudent, assertSubjectActive } from '../students/students.policy.ts';
import { studentsPort } from '../students/students.port.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import type { SubjectRow } from '../subjects/subjects.types.ts';
import { assertShopOpen } from './shop.policy.ts';

/** Every student-world call: the caller's own world, in one of their active subjects. */
export async function enterWorld(
  db: Kysely<DB>,
  actor: AuthUser,
  studentId: number,
  subjectId: number,
): Promise<SubjectRow> {
  assertOwnStudent(actor, studentId);
  const subject = await subjectsPort.findSubject(db, subjectId);
  if (!subject) throw new AppError('NOT_FOUND');
  assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, studentId, subjectId));
  return subject;
}

/** Shop listings and purchases: the world, behind the likes gate. */
export async function enterShop(
  db: Kysely<DB>,
  actor: AuthUser,
  studentId: number,
  subjectId: number,
): Promise<SubjectRow> {
  const subject = await enterWorld(db, actor, studentId, subjectId);
  assertShopOpen(await likesPort.findEarned(db, studentId, subjectId));
  return subject;
}
