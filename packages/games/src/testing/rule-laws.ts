import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { TrainerRules } from '../trainer.ts';

export interface RuleLawsInput<Settings, Task, Answer> {
  rules: TrainerRules<Settings, Task, Answer>;
  settings: fc.Arbitrary<Settings>;
  /** Settings that break a bound; the schema must refuse every one. */
  badSettings: fc.Arbitrary<unknown>;
  trueAnswer(task: Task, settings: Settings): Answer;
  /** A wrong answer derived from the true one (a perturbation the checker must refuse). */
  wrongAnswer(task: Task, settings: Settings, salt: number): Answer;
}

/** The laws every trainer obeys, as property tests: registered inside the caller's describe block. */
export function itObeysTrainerLaws<Settings, Task, Answer>(input: RuleLawsInput<Settings, Task, Answer>): void {
  const { rules } = input;
  const seed = fc.integer();

  it('accepts the defaults and every generated setting through its schema', () => {
    expect(rules.settings.safeParse(rules.defaults).success).toBe(true);
    fc.assert(
      fc.property(input.settings, (s) => {
        expect(rules.settings.safeParse(s).success).toBe(true);
      }),
    );
  });

  it('refuses settings outside the bounds', () => {
    fc.assert(
      fc.property(input.badSettings, (s) => {
        expect(rules.settings.safeParse(s).success).toBe(false);
      }),
    );
  });

  it('gives the same tasks for the same seed and settings', () => {
    fc.assert(
      fc.property(seed, input.settings, (sd, s) => {
        expect(rules.generate(sd, s)).toEqual(rules.generate(sd, s));
      }),
      { numRuns: 50 },
    );
  });

  it('accepts the true answer of every generated task and refuses a wrong one', () => {
    fc.assert(
      fc.property(seed, input.settings, fc.integer({ min: 1, max: 1000 }), (sd, s, salt) => {
        for (const task of rules.generate(sd, s)) {
          const right = input.trueAnswer(task, s);
          expect(rules.answer.safeParse(right).success).toBe(true);
          expect(rules.check(task, right, s)).toBe(true);
          expect(rules.check(task, input.wrongAnswer(task, s, salt), s)).toBe(false);
          expect(rules.minAnswerMs(task, s)).toBeGreaterThan(0);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('scores a perfect round as won and an empty one as lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), input.settings, (total, s) => {
        expect(rules.outcome(total, total, 1000, s).won).toBe(true);
        expect(rules.outcome(0, total, 1000, s).won).toBe(false);
      }),
    );
  });
}
