import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { addTeacherSubjects, removeTeacherSubjects, teacherSubjectIds } from './teacher-subjects.repo.ts';

/**
 * Replaces what a teacher teaches with `wanted` (known subject ids, no duplicates), inside the caller's
 * transaction. A subject in which the teacher still runs a current class stays: 409 TEACHER_SUBJECT_IN_USE,
 * so no class is left in a subject its teacher does not teach.
 */
export async function replaceTeacherSubjects(
  trx: Kysely<DB>,
  teacherId: number,
  wanted: readonly number[],
  options: { now: string; subjectsWithCurrentGroups: GroupsPort['subjectsWithCurrentGroups'] },
): Promise<{ before: number[]; added: number[]; removed: number[] }> {
  const before = await teacherSubjectIds(trx, teacherId);
  const removed = before.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !before.includes(id));
  // Deleted first: on PostgreSQL this waits for a class being opened in a removed subject, then sees it.
  await removeTeacherSubjects(trx, teacherId, removed);
  if ((await options.subjectsWithCurrentGroups(trx, teacherId, removed)).length > 0) {
    throw new AppError('TEACHER_SUBJECT_IN_USE');
  }
  await addTeacherSubjects(trx, teacherId, added, options.now);
  return { before, added, removed };
}
