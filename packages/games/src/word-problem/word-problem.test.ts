import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { type WordProblemTemplate, wordProblemTemplateSchema } from './template.ts';
import { templatesForClass, type WordProblemSettings, wordProblemRules } from './word-problem.ts';

const EXPRESSIONS = ['a + b', 'a * b - c', '(a + b) / c', 'a / b', 'a - b', '(a + b + c) ÷ 2', 'a × (b - c)'];

const template: fc.Arbitrary<WordProblemTemplate> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  text: fc.constantFrom(
    'У Маши {a} яблок, у Пети {b}, съели {c}.',
    'A train goes {a} km, then {b} km.',
    '{a} ? {b} ? {c}',
  ),
  expression: fc.constantFrom(...EXPRESSIONS),
  variables: fc.constant(['a', 'b', 'c']),
  digitRank: fc.integer({ min: 1, max: 5 }),
  integerAnswer: fc.boolean(),
  classNumber: fc.integer({ min: 1, max: 11 }),
});

const settings: fc.Arbitrary<WordProblemSettings> = fc.record({
  templates: fc.uniqueArray(template, { minLength: 1, maxLength: 5, selector: (t) => t.id }),
  count: fc.integer({ min: 1, max: 20 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, templates: [] })),
  template.map((t) => ({ templates: [t, t], count: 3 })),
  settings.chain((s) => fc.integer({ min: 21 }).map((count) => ({ ...s, count }))),
  template.map((t) => ({ templates: [{ ...t, expression: 'a +' }], count: 3 })),
  template.map((t) => ({ templates: [{ ...t, expression: 'a * z' }], count: 3 })),
  template.map((t) => ({ templates: [{ ...t, text: 'Answer {q}' }], count: 3 })),
  template.chain((t) => fc.integer({ min: 6 }).map((digitRank) => ({ templates: [{ ...t, digitRank }], count: 3 }))),
);

describe('wordProblem rules', () => {
  itObeysTrainerLaws({
    rules: wordProblemRules,
    settings,
    badSettings,
    trueAnswer: (task) => task.answer,
    wrongAnswer: (task, _s, salt) => task.answer + salt / 100,
  });

  it('fills every variable within the digit rank and computes the answer from the expression', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of wordProblemRules.generate(seed, s)) {
          const source = s.templates.find((t) => t.id === task.templateId);
          if (!source) throw new Error('task from an unknown template');
          for (const value of Object.values(task.values)) {
            expect(String(value)).toHaveLength(source.digitRank);
          }
          expect(task.text).not.toMatch(/\{[abc]\}/);
          expect(task.answer).toBeGreaterThanOrEqual(0);
          if (source.integerAnswer) expect(Number.isInteger(task.answer)).toBe(true);
          expect(task.answer).toBe(evaluate(parseExpression(source.expression), task.values));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('skips a template whose expression can never be computed instead of looping', () => {
    const broken = { ...wordProblemRules.defaults.templates[0], expression: 'a / (b - b)' } as WordProblemTemplate;
    expect(wordProblemRules.generate(1, { templates: [broken], count: 3 })).toEqual([]);
  });

  it('refuses a template whose text names a variable it does not declare', () => {
    const result = wordProblemTemplateSchema.safeParse({
      ...wordProblemRules.defaults.templates[0],
      text: '{a} and {zz}',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('FIELD_INVALID');
  });

  it("plays only the templates of the student's class", () => {
    const base = wordProblemRules.defaults.templates[0] as WordProblemTemplate;
    const templates = [base, { ...base, id: 2, classNumber: 5 }];
    expect(templatesForClass(templates, 5).map((t) => t.id)).toEqual([2]);
  });
});
