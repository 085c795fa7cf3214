import type { Kysely } from 'kysely';
import type { DB, FieldActivityLevelJson } from '../db/schema.ts';

let sequence = 0;

export interface FieldActivityOverrides {
  code?: string;
  title_en?: string;
  icon?: string;
  background?: string;
  levels?: FieldActivityLevelJson[];
  position?: number;
}

export interface BuiltFieldActivity {
  id: number;
  code: string;
  /** The job location of this profession, whose things the job shop sells. */
  location_id: number;
  levels: FieldActivityLevelJson[];
}

/** Three levels: 0, 10 and 30 likes; the second has its own background, the others fall back to the default. */
export function threeLevels(n: number): FieldActivityLevelJson[] {
  return [
    {
      level: 1,
      threshold: 0,
      title_ru: `Ученик ${n}`,
      title_en: `Apprentice ${n}`,
      title_uk: `Учень ${n}`,
      background: null,
    },
    {
      level: 2,
      threshold: 10,
      title_ru: `Мастер ${n}`,
      title_en: `Master ${n}`,
      title_uk: `Майстер ${n}`,
      background: `/art/jobs/job-${n}-level-2.svg`,
    },
    {
      level: 3,
      threshold: 30,
      title_ru: `Эксперт ${n}`,
      title_en: `Expert ${n}`,
      title_uk: `Експерт ${n}`,
      background: null,
    },
  ];
}

/** Inserts a profession with three levels and its workplace (a job location), as the seed would. */
export async function buildFieldActivity(
  db: Kysely<DB>,
  overrides: FieldActivityOverrides = {},
): Promise<BuiltFieldActivity> {
  const n = ++sequence;
  const now = new Date().toISOString();
  const code = overrides.code ?? `profession-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const levels = overrides.levels ?? threeLevels(n);
  const titleEn = overrides.title_en ?? `Profession ${n}`;
  const activity = await db
    .insertInto('field_activities')
    .values({
      code,
      title_ru: `Профессия ${n}`,
      title_en: titleEn,
      title_uk: `Професія ${n}`,
      description_ru: `Описание ${n}`,
      description_en: `Description ${n}`,
      description_uk: `Опис ${n}`,
      icon: overrides.icon ?? `/art/jobs/icon-${n}.svg`,
      background: overrides.background ?? `/art/jobs/job-${n}.svg`,
      levels: JSON.stringify(levels),
      position: overrides.position ?? n,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      kind: 'job',
      field_activity_id: activity.id,
      title_ru: `Работа ${n}`,
      title_en: `Workplace ${n}`,
      title_uk: `Робота ${n}`,
      background: overrides.background ?? `/art/jobs/job-${n}.svg`,
      position: n,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: activity.id, code, location_id: location.id, levels };
}
