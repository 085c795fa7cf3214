import type { AdminStudentSubjectRow } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import { listCurrentGroups } from './admin-students-subjects.repo.ts';

/**
 * The form's subject rows against the database: each subject exists, each class is a current one of the row's
 * subject. Every refused row is named (`subjects.N.subject_id`, `subjects.N.group_id`) in one 422.
 */
export async function assertSubjectRows(db: Kysely<DB>, rows: readonly AdminStudentSubjectRow[]): Promise<void> {
  const known = await subjectsPort.existingSubjectIds(
    db,
    rows.map((row) => row.subject_id),
  );
  const groupIds = rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id]));
  const groups = new Map((await listCurrentGroups(db, groupIds)).map((group) => [group.id, group]));
  const fields = rows.flatMap((row, index) => {
    if (!known.has(row.subject_id)) return [fieldError(`subjects.${index}.subject_id`, 'FIELD_INVALID')];
    if (row.group_id === null) return [];
    const group = groups.get(row.group_id);
    if (!group) return [fieldError(`subjects.${index}.group_id`, 'FIELD_INVALID')];
    if (group.subject_id !== row.subject_id)
      return [fieldError(`subjects.${index}.group_id`, 'GROUP_SUBJECT_MISMATCH')];
    return [];
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
