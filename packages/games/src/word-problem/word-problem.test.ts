import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { agreeingForm, fillText, type WordProblemTemplate, wordProblemTemplateSchema } from './template.ts';
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

  it('never fills a one-digit variable with 0 or 1, which make a problem of one basket or × 1', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const oneDigit = { ...s, templates: s.templates.map((t) => ({ ...t, digitRank: 1 })) };
        for (const task of wordProblemRules.generate(seed, oneDigit)) {
          for (const value of Object.values(task.values)) expect(value).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('writes the word form that agrees with the filled number, the Russian and Ukrainian way with three forms', () => {
    const text = '{a} {a|яблоко|яблока|яблок} в {b} {b|корзину|корзины|корзин}';
    expect(fillText(text, { a: 21, b: 3 })).toBe('21 яблоко в 3 корзины');
    expect(fillText(text, { a: 5, b: 11 })).toBe('5 яблок в 11 корзин');
    expect(fillText(text, { a: 12, b: 44 })).toBe('12 яблок в 44 корзины');
    expect(fillText('{n} {n|яблуко|яблука|яблук}', { n: 22 })).toBe('22 яблука');
  });

  it('writes the English form that agrees with the filled number with two forms', () => {
    expect(fillText('{a} {a|apple|apples}', { a: 1 })).toBe('1 apple');
    expect(fillText('{a} {a|apple|apples}', { a: 21 })).toBe('21 apples');
  });

  it('picks "one" only for numbers ending in 1 but not 11, and "few" only for 2–4 but not 12–14', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (n) => {
        const form = agreeingForm(n, ['one', 'few', 'many']);
        const expected =
          n % 10 === 1 && n % 100 !== 11
            ? 'one'
            : n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)
              ? 'few'
              : 'many';
        expect(form).toBe(expected);
      }),
    );
  });

  it('accepts a template whose word forms name a declared variable and refuses one naming an undeclared one', () => {
    const base = wordProblemRules.defaults.templates[0] as WordProblemTemplate;
    expect(wordProblemTemplateSchema.safeParse({ ...base, text: '{a} {a|кот|кота|котов}, {b}' }).success).toBe(true);
    expect(wordProblemTemplateSchema.safeParse({ ...base, text: '{a} {z|кот|кота|котов}' }).success).toBe(false);
  });

  it('tells each task in every interface language with the same numbers, in Russian where no translation is given', () => {
    const template: WordProblemTemplate = {
      id: 7,
      text: 'У Маши {a} {a|яблоко|яблока|яблок}, дали ещё {b}. Сколько стало?',
      textEn: 'Masha has {a} {a|apple|apples}, she gets {b} more. How many now?',
      textUk: '   ',
      expression: 'a + b',
      variables: ['a', 'b'],
      digitRank: 2,
      integerAnswer: true,
      classNumber: 2,
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const task of wordProblemRules.generate(seed, { templates: [template], count: 3 })) {
          const { a, b } = task.values;
          expect(task.texts['ru-RU']).toBe(task.text);
          expect(task.texts['en-US']).toContain(`Masha has ${a} apple`);
          expect(task.texts['en-US']).toContain(`gets ${b} more`);
          expect(task.texts['uk-UA']).toBe(task.text);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a translation naming a variable the task does not declare', () => {
    const base = wordProblemRules.defaults.templates[0] as WordProblemTemplate;
    const parsed = wordProblemTemplateSchema.safeParse({ ...base, textUk: '{a} і {zz}' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['textUk']);
  });

  it("plays only the templates of the student's class", () => {
    const base = wordProblemRules.defaults.templates[0] as WordProblemTemplate;
    const templates = [base, { ...base, id: 2, classNumber: 5 }];
    expect(templatesForClass(templates, 5).map((t) => t.id)).toEqual([2]);
  });
});
