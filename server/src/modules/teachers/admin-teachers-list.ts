import type { AdminTeacher, AdminTeacherListQuery } from '@umka/contracts';
import { type Page, pageOffset, toPage } from '../../lib/pagination.ts';
import { matchesPerson } from '../../lib/person-search.ts';

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

const byName = (a: AdminTeacher, b: AdminTeacher) =>
  collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name);

const COMPARE: Record<AdminTeacherListQuery['sort'], (a: AdminTeacher, b: AdminTeacher) => number> = {
  name: byName,
  email: (a, b) => collator.compare(a.email, b.email),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  classes_count: (a, b) => a.classes_count - b.classes_count,
  students_count: (a, b) => a.students_count - b.students_count,
};

/**
 * The admin's teachers page, filtered, sorted and cut in code: the search must fold Cyrillic case the same on
 * SQLite and PostgreSQL (lib/person-search.ts), and a school has a few hundred teachers at most. Ties fall back
 * to the name, then the id, so a page never shuffles between two requests.
 */
export function teachersPage(teachers: AdminTeacher[], query: AdminTeacherListQuery): Page<AdminTeacher> {
  const search = query.search?.trim();
  const kept = teachers.filter(
    (teacher) =>
      (query.is_active === undefined || teacher.is_active === query.is_active) &&
      (query.subject_id === undefined || teacher.subject_ids.includes(query.subject_id)) &&
      (!search || matchesPerson(teacher, search)),
  );
  const direction = query.order === 'desc' ? -1 : 1;
  const compare = COMPARE[query.sort];
  kept.sort((a, b) => direction * compare(a, b) || byName(a, b) || a.id - b.id);
  const offset = pageOffset(query);
  return toPage(kept.slice(offset, offset + query.per_page), kept.length, query);
}
