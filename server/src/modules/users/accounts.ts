import { type Locale, ROLE, type RoleId } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import { parentsPort } from '../parents/parents.port.ts';
import { studentsPort } from '../students/students.port.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import { teachersPort } from '../teachers/teachers.port.ts';
import { insertUser } from './users.repo.ts';
import type { UserRow } from './users.types.ts';

export interface NewAccount {
  role_id: RoleId;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null | undefined;
  password_hash: string;
  locale?: Locale | undefined;
  /** Students: enrolled as active. Teachers: the subjects they teach (spec §3 Teacher.subjects). */
  subject_ids?: readonly number[] | undefined;
}

/**
 * Creates a user with its role row (students, teachers, parents) and, for a student or a teacher, the subjects.
 * Runs in the caller's transaction; a taken email becomes 409 EMAIL_TAKEN.
 */
export async function insertAccount(db: Kysely<DB>, account: NewAccount, now: string): Promise<UserRow> {
  const hasSubjects = account.role_id === ROLE.student || account.role_id === ROLE.teacher;
  const subjectIds = hasSubjects ? [...new Set(account.subject_ids ?? [])] : [];
  const known = await subjectsPort.existingSubjectIds(db, subjectIds);
  if (subjectIds.some((id) => !known.has(id))) throw invalidField('subject_ids', 'FIELD_INVALID');

  let user: UserRow;
  try {
    user = await insertUser(db, {
      role_id: account.role_id,
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email.toLowerCase(),
      phone: account.phone ?? null,
      password_hash: account.password_hash,
      is_active: true,
      avatar: null,
      property: JSON.stringify({ age: null, guides: [] }),
      locale: account.locale ?? 'ru-RU',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('EMAIL_TAKEN', { fields: [fieldError('email', 'EMAIL_TAKEN')], cause: error });
    throw error;
  }

  if (account.role_id === ROLE.student) {
    await studentsPort.insertStudent(db, user.id, now);
    await studentsPort.enrollSubjects(db, user.id, subjectIds, now);
  } else if (account.role_id === ROLE.teacher) {
    await teachersPort.insertTeacher(db, user.id, now);
    await teachersPort.addTeacherSubjects(db, user.id, subjectIds, now);
  } else if (account.role_id === ROLE.parent) {
    await parentsPort.insertParent(db, user.id, now);
  }
  return user;
}
