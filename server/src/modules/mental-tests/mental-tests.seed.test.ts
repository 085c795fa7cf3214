import { studentMentalTestSchema } from '@umka/contracts';
import { mentalTestRules } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { validTest } from './mental-tests.mapper.ts';
import { DEMO_MENTAL_TESTS, insertDemoMentalTests } from './mental-tests.seed.ts';

describe('demo mental tests', () => {
  it('are published tests for math and mental arithmetic whose every task plays with a whole answer', () => {
    expect(DEMO_MENTAL_TESTS.length).toBeGreaterThanOrEqual(2);
    for (const test of DEMO_MENTAL_TESTS) {
      const valid = validTest(test);
      expect(valid.is_published).toBe(true);
      expect(valid.subjects).toEqual([1, 3]);
      const settings = {
        testId: 1,
        tasks: valid.tasks.map((task) => task.expression),
        timeLimitSec: valid.time_limit_sec,
      };
      expect(mentalTestRules.settings.safeParse(settings).success).toBe(true);
      expect(mentalTestRules.generate(0, settings)).toHaveLength(test.tasks.length);
    }
  });
});

describeEachDatabase('demo mental tests in the database', (t) => {
  it('are offered to a student of mental arithmetic once seeded', async () => {
    const now = new Date().toISOString();
    await insertTrainerCatalogue(t.database.db, now);
    await insertDemoMentalTests(t.database.db, now);
    const student = await t.factories.buildStudent({ subjects: [3] });
    const list = dataOf(
      await t.api('GET', '/api/mental-tests?subject_id=3', { token: student.token }),
      z.array(studentMentalTestSchema),
    );
    expect(list.map((test) => test.title['en-US'])).toEqual(DEMO_MENTAL_TESTS.map((test) => test.title['en-US']));
    expect(list.every((test) => test.attempts === 0 && test.best === null)).toBe(true);
  });
});
