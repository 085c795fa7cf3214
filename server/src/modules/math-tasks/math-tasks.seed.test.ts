import { wordProblemRules } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { validTemplate } from './math-tasks.mapper.ts';
import { DEMO_MATH_TASKS } from './math-tasks.seed.ts';

describe('demo math tasks', () => {
  it('cover classes 1 to 4', () => {
    expect([...new Set(DEMO_MATH_TASKS.map((task) => task.class_number))].sort()).toEqual([1, 2, 3, 4]);
  });

  it('are valid tasks whose rounds fill every problem with a whole, non-negative answer', () => {
    DEMO_MATH_TASKS.forEach((task, index) => {
      const valid = validTemplate(task);
      const template = {
        id: index + 1,
        text: valid.text,
        expression: valid.expression,
        variables: valid.variables,
        digitRank: valid.digit_rank,
        integerAnswer: valid.integer_answer,
        classNumber: valid.class_number,
      };
      for (let seed = 1; seed <= 20; seed++) {
        const tasks = wordProblemRules.generate(seed, { templates: [template], count: 5 });
        expect(tasks).toHaveLength(5);
        for (const played of tasks) {
          expect(Number.isInteger(played.answer) && played.answer >= 0).toBe(true);
          expect(played.text).not.toMatch(/\{\w+\}/);
        }
      }
    });
  });
});
