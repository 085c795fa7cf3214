import { isSubjectAllowed } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertOwnStudent, assertSubjectActive } from '../students/students.policy.ts';
import { studentsPort } from '../students/students.port.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import type { SubjectRow } from '../subjects/subjects.types.ts';

/** A subject whose students collect albums and trade on the market (spec §2 table: main ids 2 and 3). */
export function assertAlbumsSubject(subject: SubjectRow): void {
  if (!isSubjectAllowed('albums', subject.main_id)) throw new AppError('ALBUMS_NOT_IN_SUBJECT');
}

/** Every albums and market call of a student: one of their active subjects, and one with albums. */
export async function enterAlbums(db: Kysely<DB>, actor: AuthUser, subjectId: number): Promise<SubjectRow> {
  const subject = await subjectsPort.findSubject(db, subjectId);
  if (!subject) throw new AppError('NOT_FOUND');
  assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, actor.id, subjectId));
  assertAlbumsSubject(subject);
  return subject;
}

/** A call on a student's own albums, named by id in the path: the caller's own, in an albums subject. */
export async function enterOwnAlbums(
  db: Kysely<DB>,
  actor: AuthUser,
  studentId: number,
  subjectId: number,
): Promise<SubjectRow> {
  assertOwnStudent(actor, studentId);
  return enterAlbums(db, actor, subjectId);
}
