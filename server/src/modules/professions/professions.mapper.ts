import type { FieldActivity, ProfessionLevel, StudentFieldActivity } from '@umka/contracts';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { levelEntry, nextThreshold } from './profession-progress.ts';
import type { FieldActivityRow } from './professions.repo.ts';

const storedLevelsSchema = z
  .array(
    z.object({
      level: z.number().int(),
      threshold: z.number().int(),
      title_ru: z.string(),
      title_en: z.string(),
      title_uk: z.string(),
      background: z.string().nullable(),
    }),
  )
  .min(1);

export function toFieldActivity(dialect: DialectName, row: FieldActivityRow): FieldActivity {
  const levels: ProfessionLevel[] = storedLevelsSchema
    .parse(readJson(dialect, row.levels))
    .sort((a, b) => a.level - b.level)
    .map((stored) => ({
      level: stored.level,
      title: { 'ru-RU': stored.title_ru, 'en-US': stored.title_en, 'uk-UA': stored.title_uk },
      threshold: stored.threshold,
      background: stored.background ?? row.background,
    }));
  return {
    id: row.id,
    code: row.code,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    description: { 'ru-RU': row.description_ru, 'en-US': row.description_en, 'uk-UA': row.description_uk },
    icon: row.icon,
    background: row.background,
    levels,
    location_id: row.location_id,
  };
}

export function toStudentFieldActivity(
  activity: FieldActivity,
  choice: { level: number; created_at: string },
  likesEarned: number,
): StudentFieldActivity {
  const current = levelEntry(activity.levels, choice.level);
  return {
    field_activity: activity,
    level: current.level,
    level_title: current.title,
    background: current.background,
    likes_earned: likesEarned,
    next_threshold: nextThreshold(activity.levels, current.level),
    chosen_at: choice.created_at,
  };
}
