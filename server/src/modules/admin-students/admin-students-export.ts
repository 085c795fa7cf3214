import { type AdminStudentFilter, type Locale, localeSchema } from '@umka/contracts';
import Papa from 'papaparse';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { toListItem } from './admin-students.mapper.ts';
import { listAllStudents } from './admin-students-list.repo.ts';
import { adminLocale, listSubjectRows, listSubjectTitles } from './admin-students-subjects.repo.ts';

const HEADERS: Record<Locale, readonly string[]> = {
  'ru-RU': ['ID', 'Фамилия', 'Имя', 'Email', 'Телефон', 'Дата рождения', 'Аккаунт', 'Предметы', 'Создан'],
  'en-US': ['ID', 'Last name', 'First name', 'Email', 'Phone', 'Birth date', 'Account', 'Subjects', 'Created'],
  'uk-UA': ['ID', 'Прізвище', "Ім'я", 'Email', 'Телефон', 'Дата народження', 'Акаунт', 'Предмети', 'Створено'],
};
const STATES: Record<Locale, { active: string; blocked: string; noClass: string }> = {
  'ru-RU': { active: 'активен', blocked: 'заблокирован', noClass: 'без класса' },
  'en-US': { active: 'active', blocked: 'blocked', noClass: 'no class' },
  'uk-UA': { active: 'активний', blocked: 'заблокований', noClass: 'без класу' },
};

export interface StudentsCsv {
  fileName: string;
  /** UTF-8 with a byte order mark, which is what makes Excel read it as UTF-8. */
  text: string;
}

export interface AdminStudentsExport {
  csv(actor: AuthUser, filter: AdminStudentFilter): Promise<StudentsCsv>;
}

export function createAdminStudentsExport(deps: { database: Database; clock: Clock }): AdminStudentsExport {
  const { db } = deps.database;
  return {
    async csv(actor, filter) {
      const locale = localeSchema.catch('ru-RU').parse(await adminLocale(db, actor.id));
      const rows = await listAllStudents(db, deps.database.dialect, filter);
      const ids = rows.map((row) => row.id);
      const [subjects, classes, titles] = await Promise.all([
        listSubjectRows(db, ids),
        groupsPort.listClassRows(db, ids),
        listSubjectTitles(db),
      ]);
      const states = STATES[locale];
      const subjectTitle = (id: number) => {
        const row = titles.find((entry) => entry.id === id);
        return row ? titleOf(row)[locale] : String(id);
      };
      const data = rows.map((row) => {
        const item = toListItem(row, subjects, classes);
        const studied = item.subjects
          .map((subject) => {
            const place = subject.group ? `${subject.group.title}, ${subject.teacher?.name ?? ''}` : states.noClass;
            return `${subjectTitle(subject.subject_id)} (${states[subject.status]}; ${place})`;
          })
          .join('; ');
        return [
          item.id,
          item.last_name,
          item.first_name,
          item.email,
          item.phone ?? '',
          item.birth_date ?? '',
          item.is_active ? states.active : states.blocked,
          studied,
          item.created_at.slice(0, 10),
        ];
      });
      // escapeFormulae: a name like "=HYPERLINK(...)" stays text in Excel instead of running as a formula.
      const text = Papa.unparse({ fields: [...HEADERS[locale]], data }, { escapeFormulae: true, newline: '\r\n' });
      return { fileName: `students-${deps.clock().toISOString().slice(0, 10)}.csv`, text: `\uFEFF${text}` };
    },
  };
}
