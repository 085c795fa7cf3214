import { type Trainer, trainerLikesRuleSchema } from '@umka/contracts';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { TrainerRow } from './trainers.repo.ts';

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
