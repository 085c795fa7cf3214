import type { MentalTestBody } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toColumns, validTest } from './mental-tests.mapper.ts';

/** Two published demo tests for math and mental arithmetic, written with the school signs admins use. */
export const DEMO_MENTAL_TESTS: readonly MentalTestBody[] = [
  {
    title: {
      'ru-RU': 'Сложение и вычитание до 100',
      'en-US': 'Adding and subtracting to 100',
      'uk-UA': 'Додавання і віднімання до 100',
    },
    subjects: [1, 3],
    time_limit_sec: 120,
    tasks: ['23 + 19', '54 - 27', '38 + 45', '90 - 36', '17 + 28 + 30', '100 - 64', '46 + 46', '71 - 18 - 20'].map(
      (expression) => ({ expression }),
    ),
    is_published: true,
  },
  {
    title: { 'ru-RU': 'Таблица умножения', 'en-US': 'Times tables', 'uk-UA': 'Таблиця множення' },
    subjects: [1, 3],
    time_limit_sec: 90,
    tasks: ['7 × 8', '6 x 9', '56 : 7', '4 × 12', '81 ÷ 9', '(3 + 5) × 6', '9 x 9', '72 : 8'].map((expression) => ({
      expression,
    })),
    is_published: true,
  },
];

export async function insertDemoMentalTests(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .insertInto('mental_tests')
    .values(DEMO_MENTAL_TESTS.map((test) => ({ ...toColumns(validTest(test)), created_at: now, updated_at: now })))
    .execute();
}
