import { solveMentalTask } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { QUICK_MAX_DIGITS, QUICK_OPERATIONS, quickTasks } from './quickTasks.ts';

const digitsOf = (value: number) => String(value).length;

describe('quickTasks', () => {
  it('makes only examples the server accepts, with the asked digits', () => {
    for (const operation of QUICK_OPERATIONS) {
      for (let firstDigits = 1; firstDigits <= QUICK_MAX_DIGITS; firstDigits++) {
        for (let secondDigits = 1; secondDigits <= QUICK_MAX_DIGITS; secondDigits++) {
          const made = quickTasks({ operation, firstDigits, secondDigits, count: 30 }, firstDigits * 10 + secondDigits);
          expect(made).toHaveLength(30);
          for (const expression of made) {
            const solved = solveMentalTask(expression);
            expect(solved.ok, expression).toBe(true);
            const numbers = expression.split(/ [-+×÷] /).map(Number);
            if (operation === 'add' || operation === 'multiply') {
              expect(numbers.map(digitsOf)).toEqual([firstDigits, secondDigits]);
            }
            if (operation === 'divide' && solved.ok) {
              expect([digitsOf(solved.answer), digitsOf(numbers[1] ?? 0)]).toEqual([firstDigits, secondDigits]);
            }
          }
        }
      }
    }
  });

  it('gives the same batch for the same seed and avoids repeats while there is room', () => {
    const template = { operation: 'add', firstDigits: 2, secondDigits: 2, count: 30 } as const;
    expect(quickTasks(template, 42)).toEqual(quickTasks(template, 42));
    expect(new Set(quickTasks(template, 42)).size).toBe(30);
  });
});
