import { localizedTextSchema } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../test/harness.ts';
import { down, up } from './migrations/202612071000_zero_lessons.ts';
import { TRAINER_CATALOGUE } from './seed/trainers.ts';

const filled = localizedTextSchema.refine((text) => Object.values(text).every((value) => value.trim() !== ''));

describeEachDatabase('zero lessons migration', (t) => {
  const lessons = () =>
    t.database.db.selectFrom('zero_lessons').selectAll().orderBy('subject_id').orderBy('position').execute();

  it('makes two lessons for each of subjects 1, 2, 3, 9 and 10, each with a trainer of its subject from the catalogue', async () => {
    const rows = await lessons();
    expect(rows.map((row) => [row.subject_id, row.position])).toEqual(
      [1, 2, 3, 9, 10].flatMap((subjectId) => [
        [subjectId, 1],
        [subjectId, 2],
      ]),
    );
    for (const row of rows) {
      const trainer = TRAINER_CATALOGUE.find((entry) => entry.component === row.trainer_component);
      expect(trainer?.subjects, `${row.subject_id}/${row.position}`).toContain(row.subject_id);
      expect(filled.safeParse({ 'ru-RU': row.text_ru, 'en-US': row.text_en, 'uk-UA': row.text_uk }).success).toBe(true);
      expect(row.likes).toBeGreaterThan(0);
    }
  });

  it('gives every lesson questions in three languages whose right option is one of theirs', async () => {
    const questions = await t.database.db.selectFrom('zero_lesson_questions').selectAll().execute();
    for (const lesson of await lessons()) {
      expect(questions.filter((question) => question.lesson_id === lesson.id).length).toBeGreaterThanOrEqual(2);
    }
    for (const question of questions) {
      expect(filled.safeParse(JSON.parse(question.text)).success).toBe(true);
      const options = z.array(filled).parse(JSON.parse(question.options));
      expect(question.correct).toBeLessThan(options.length);
    }
  });

  it('is undone and redone without leaving anything behind', async () => {
    const runner = t.database.db as unknown as Kysely<unknown>;
    await down(runner);
    await up(runner);
    expect(await lessons()).toHaveLength(10);
  });
});
