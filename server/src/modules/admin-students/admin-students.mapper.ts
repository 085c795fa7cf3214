import type { AdminStudentDetail, AdminStudentListItem, AdminStudentSubject } from '@umka/contracts';
import type { ClassRow } from '../groups/groups.port.ts';
import { fullName } from '../users/user-mapper.ts';
import type { StudentListRow } from './admin-students-list.repo.ts';
import type { SubjectRow } from './admin-students-subjects.repo.ts';

function subjectsOf(studentId: number, subjects: readonly SubjectRow[], classes: readonly ClassRow[]) {
  return subjects
    .filter((row) => row.student_id === studentId)
    .map((row): AdminStudentSubject => {
      const placed = classes.find((entry) => entry.student_id === studentId && entry.subject_id === row.subject_id);
      return {
        subject_id: row.subject_id,
        status: row.status,
        group: placed ? { id: placed.group_id, title: placed.title } : null,
        teacher: placed
          ? {
              id: placed.teacher_id,
              name: fullName({ first_name: placed.teacher_first_name, last_name: placed.teacher_last_name }),
            }
          : null,
      };
    });
}

export function toListItem(
  row: StudentListRow,
  subjects: readonly SubjectRow[],
  classes: readonly ClassRow[],
): AdminStudentListItem {
  return {
    id: row.id,
    name: fullName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    is_active: Boolean(row.is_active),
    birth_date: row.birth_date,
    created_at: row.created_at,
    subjects: subjectsOf(row.id, subjects, classes),
  };
}

export function toDetail(
  row: StudentListRow,
  subjects: readonly SubjectRow[],
  classes: readonly ClassRow[],
  courses: ReadonlyMap<number, { id: number; title: string }>,
): AdminStudentDetail {
  const item = toListItem(row, subjects, classes);
  return {
    ...item,
    timezone: row.timezone,
    subjects: item.subjects.map((subject) => ({ ...subject, course: courses.get(subject.subject_id) ?? null })),
  };
}
