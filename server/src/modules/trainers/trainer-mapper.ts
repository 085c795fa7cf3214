import { type Trainer, trainerLikesRuleSchema } from '@umka/contracts';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import type { TrainerRow } from './trainers.repo.ts';

/** PostgreSQL hands jsonb back parsed; SQLite keeps the JSON text. A stored JSON string stays a string either way. */
export function readJson(dialect: DialectName, raw: unknown): unknown {
  if (dialect === 'postgres' || raw === null) return raw;
  return JSON.parse(String(raw));
}

const subjectIdsSchema = z.array(z.number().int());

export function toTrainer(dialect: DialectName, row: TrainerRow): Trainer {
  return {
    id: row.id,
    component: row.component,
    subjects: subjectIdsSchema.parse(readJson(dialect, row.subjects)),
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    icon: row.icon,
    type_id: row.type_id,
    default_settings: readJson(dialect, row.default_settings),
    likes_rule: trainerLikesRuleSchema.parse(readJson(dialect, row.likes_rule)),
  };
}
