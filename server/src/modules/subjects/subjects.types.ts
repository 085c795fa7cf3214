import { type Subject, type SubjectMainId, subjectMainIdSchema } from '@umka/contracts';
import type { Selectable } from 'kysely';
import type { SubjectsTable } from '../../db/schema.ts';

export type SubjectRow = Selectable<SubjectsTable>;

export function toSubject(row: Omit<SubjectRow, 'position'>): Subject {
  return {
    id: row.id,
    main_id: subjectMainIdSchema.parse(row.main_id) satisfies SubjectMainId,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    color: row.color,
    is_open: Boolean(row.is_open),
  };
}
