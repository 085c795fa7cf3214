import type { TrainerLikesRule } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

let sequence = 0;

/** A catalogue row for a test; a unique component unless one is given (the rules are looked up by it). */
export async function insertTestTrainer(
  db: Kysely<DB>,
  options: { component?: string; subjects?: number[]; likesRule?: Partial<TrainerLikesRule>; typeId?: number } = {},
): Promise<number> {
  const n = ++sequence;
  const row = await db
    .insertInto('trainers')
    .values({
      component: options.component ?? `component${n}-${Date.now()}`,
      subjects: JSON.stringify(options.subjects ?? [1, 3]),
      title_ru: `Тренажёр ${n}`,
      title_en: `Trainer ${n}`,
      title_uk: `Тренажер ${n}`,
      icon: 'test',
      type_id: options.typeId ?? 1,
      default_settings: null,
      likes_rule: JSON.stringify({
        per_correct: 1,
        min_correct: 2,
        max_per_round: 4,
        daily_cap: 1000,
        ...options.likesRule,
      }),
      position: n,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
