import { ROLE, SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StudentsPort } from '../students/students.port.ts';
import { isInTeacherItClass } from './it-projects.repo.ts';

export function assertAdmin(actor: AuthUser): void {
  if (actor.role_id !== ROLE.admin) throw new AppError('FORBIDDEN');
}

/** Who may do what in the exhibition: students of the IT direction only (spec §2), their IT teachers, admins. */
export interface ItAccess {
  /** A student with the IT subject active; anyone else is refused. */
  assertItStudent(db: Kysely<DB>, actor: AuthUser): Promise<void>;
  /** An IT student, a teacher or an admin. */
  assertItVisitor(db: Kysely<DB>, actor: AuthUser): Promise<void>;
  /** Whether the caller decides on the student's projects: their teacher in an IT class, or an admin. */
  mayReview(db: Kysely<DB>, actor: AuthUser, studentId: number): Promise<boolean>;
}

export function createItAccess(students: Pick<StudentsPort, 'findActiveSubjectOfMain'>): ItAccess {
  async function assertItStudent(db: Kysely<DB>, actor: AuthUser) {
    if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
    if ((await students.findActiveSubjectOfMain(db, actor.id, SUBJECT_IT)) === null) {
      throw new AppError('SUBJECT_NOT_ALLOWED');
    }
  }
  return {
    assertItStudent,
    async assertItVisitor(db, actor) {
      if (actor.role_id !== ROLE.student) return;
      await assertItStudent(db, actor);
    },
    async mayReview(db, actor, studentId) {
      if (actor.role_id === ROLE.admin) return true;
      return actor.role_id === ROLE.teacher && isInTeacherItClass(db, actor.id, studentId);
    },
  };
}

/** A teacher's queue is their own; admins read any teacher's. */
export function assertTeacherQueue(actor: AuthUser, teacherId: number): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id !== ROLE.teacher || actor.id !== teacherId) throw new AppError('FORBIDDEN');
}
