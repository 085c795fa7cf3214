import type { AdminTeacher } from '@umka/contracts';
import { fullName } from '../users/user-mapper.ts';
import type { UserPatch } from '../users/users.types.ts';
import type { TeacherProfileRow } from './admin-teachers.repo.ts';

export function toAdminTeacher(
  row: TeacherProfileRow,
  subjectIds: number[],
  load: Pick<AdminTeacher, 'classes_count' | 'students_count'>,
): AdminTeacher {
  return {
    id: row.id,
    name: fullName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    is_active: Boolean(row.is_active),
    subject_ids: subjectIds,
    classes_count: load.classes_count,
    students_count: load.students_count,
    created_at: row.created_at,
  };
}

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

/**
 * The audit record of an edit: only the fields that changed, before and after. A new password shows as a mask on
 * both sides, never as its hash.
 */
export function profileChanges(
  current: TeacherProfileRow,
  patch: UserPatch,
  extra: {
    passwordChanged: boolean;
    /** Set only when the subjects changed. */
    subjects: { before: number[]; after: number[] } | null;
  },
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = patch[field];
    if (value !== undefined && value !== current[field]) {
      before[field] = current[field];
      after[field] = value;
    }
  }
  if (extra.passwordChanged) {
    before.password = '•••';
    after.password = '•••';
  }
  if (extra.subjects) {
    before.subject_ids = extra.subjects.before;
    after.subject_ids = extra.subjects.after;
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}
