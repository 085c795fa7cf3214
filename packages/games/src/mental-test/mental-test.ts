import {
  MENTAL_TEST_MAX_EXPRESSION,
  MENTAL_TEST_MAX_SECONDS,
  MENTAL_TEST_MAX_TASKS,
  MENTAL_TEST_MIN_SECONDS,
} from '@umka/contracts';
import { z } from 'zod';
import { accuracyOutcome, typingFloorMs } from '../common/human.ts';
import { ExpressionError } from '../expression/ast.ts';
import { evaluate, variablesOf } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';
import type { TrainerRules } from '../trainer.ts';

/** Why an admin's task cannot be played: a catalogue error code for the task's expression field. */
export type MentalTaskProblem = 'EXPRESSION_INVALID' | 'ANSWER_NOT_WHOLE';

export type MentalTaskSolution = { ok: true; answer: number } | { ok: false; problem: MentalTaskProblem };

/**
 * Teachers write a cross as the letter x (Latin or Cyrillic). A test's expressions hold numbers
 * only, so any such letter can only be that sign; ×, ÷, · and : the evaluator reads itself.
 */
export function normalizeMentalExpression(expression: string): string {
  return expression.trim().replace(/[xXхХ]/g, '*');
}

/** The answer of an admin's task: numbers only, and a whole, non-negative result a child can type. */
export function solveMentalTask(expression: string): MentalTaskSolution {
  let value: number;
  try {
    const tree = parseExpression(normalizeMentalExpression(expression));
    if (variablesOf(tree).length > 0) return { ok: false, problem: 'EXPRESSION_INVALID' };
    value = evaluate(tree, {});
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    // Dividing by zero parses but has no answer a child could give.
    return { ok: false, problem: error.code === 'division_by_zero' ? 'ANSWER_NOT_WHOLE' : 'EXPRESSION_INVALID' };
  }
  if (!Number.isSafeInteger(value) || value < 0) return { ok: false, problem: 'ANSWER_NOT_WHOLE' };
  // -0 from "0 * -1" would print as 0 but is not what a child types.
  return { ok: true, answer: value === 0 ? 0 : value };
}

/** The expression as a school notebook writes it: × for the cross, a real minus sign. */
export function displayMentalExpression(expression: string): string {
  return normalizeMentalExpression(expression)
    .replace(/\s+/g, ' ')
    .replaceAll('*', '×')
    .replaceAll('·', '×')
    .replaceAll('/', '÷')
    .replaceAll('-', '−');
}

/** The server fills these from the stored test; the answers are never part of them. */
export const mentalTestSettings = z.object({
  testId: z.number().int().positive(),
  tasks: z
    .array(
      z
        .string()
        .min(1)
        .max(MENTAL_TEST_MAX_EXPRESSION)
        .refine((expression) => solveMentalTask(expression).ok, { error: 'EXPRESSION_INVALID' }),
    )
    .min(1)
    .max(MENTAL_TEST_MAX_TASKS),
  timeLimitSec: z.number().int().min(MENTAL_TEST_MIN_SECONDS).max(MENTAL_TEST_MAX_SECONDS),
});
export type MentalTestSettings = z.infer<typeof mentalTestSettings>;

export interface MentalTestTask {
  expression: string;
  display: string;
  answer: number;
}

export const mentalTestRules: TrainerRules<MentalTestSettings, MentalTestTask, number> = {
  component: 'mentalTest',
  settings: mentalTestSettings,
  defaults: { testId: 1, tasks: ['2 + 3', '7 × 8', '56 : 7'], timeLimitSec: 60 },
  answer: z.number().int(),
  /** The test is the admin's fixed list, in the admin's order: every student gets the same tasks. */
  generate(_seed, settings) {
    return settings.tasks.flatMap((expression) => {
      const solved = solveMentalTask(expression);
      return solved.ok ? [{ expression, display: displayMentalExpression(expression), answer: solved.answer }] : [];
    });
  },
  check: (task, answer) => task.answer === answer,
  minAnswerMs: (task) => typingFloorMs(task.answer),
  timeLimitMs: (settings) => settings.timeLimitSec * 1000,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
