import { createRng, type Rng } from '@umka/games';

export const QUICK_OPERATIONS = ['add', 'subtract', 'multiply', 'divide', 'mixed'] as const;
export type QuickOperation = (typeof QUICK_OPERATIONS)[number];

export const QUICK_MAX_DIGITS = 4;

export interface QuickTemplate {
  operation: QuickOperation;
  /** Digits of the first number; for division, of the answer, so every division comes out whole. */
  firstDigits: number;
  /** Digits of the second number (the divisor for division). */
  secondDigits: number;
  count: number;
}

type Simple = Exclude<QuickOperation, 'mixed'>;
const SIMPLE: readonly Simple[] = ['add', 'subtract', 'multiply', 'divide'];

/** Redraws before a repeated example is accepted: 1-digit additions have only 81 different ones. */
const MAX_REDRAWS = 20;

function numberOf(rng: Rng, digits: number): number {
  return rng.int(digits === 1 ? 1 : 10 ** (digits - 1), 10 ** digits - 1);
}

function example(rng: Rng, operation: Simple, template: QuickTemplate): string {
  const a = numberOf(rng, template.firstDigits);
  const b = numberOf(rng, template.secondDigits);
  switch (operation) {
    case 'add':
      return `${a} + ${b}`;
    case 'subtract':
      // The larger number first: a mental test's answers are never negative.
      return `${Math.max(a, b)} - ${Math.min(a, b)}`;
    case 'multiply':
      return `${a} × ${b}`;
    case 'divide':
      return `${a * b} ÷ ${b}`;
  }
}

/**
 * Examples for a test from a quick template ("20 two-digit additions"), every one with a whole,
 * non-negative answer. The seed makes a batch repeatable in tests; pages pass a fresh one.
 */
export function quickTasks(template: QuickTemplate, seed: number): string[] {
  const rng = createRng(seed);
  const made: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < template.count; i++) {
    let expression = '';
    for (let draw = 0; draw <= MAX_REDRAWS; draw++) {
      const operation =
        template.operation === 'mixed' ? (SIMPLE[rng.int(0, SIMPLE.length - 1)] ?? 'add') : template.operation;
      expression = example(rng, operation, template);
      if (!seen.has(expression)) break;
    }
    seen.add(expression);
    made.push(expression);
  }
  return made;
}
