import type { Rng } from '../rng.ts';

/** The highest level of a quick example: sums and differences of numbers up to 30. */
export const QUICK_EXAMPLE_LEVELS = 5;

/** A sum or a difference a child solves at a glance: numbers up to 10 at level 1, up to 30 at level 5. */
export function quickExample(rng: Rng, level: number): [string, number] {
  const top = 5 + level * 5;
  const a = rng.int(1, top);
  const b = rng.int(1, top);
  return rng.next() < 0.5 || a === b
    ? [`${a} + ${b}`, a + b]
    : [`${Math.max(a, b)} − ${Math.min(a, b)}`, Math.abs(a - b)];
}

/** The answer among `count` near misses (never negative, all different), in an order drawn from `rng`. */
export function quickChoices(rng: Rng, answer: number, count: number): number[] {
  const choices = [answer];
  while (choices.length < count) {
    const near = answer + rng.int(-3, 3);
    if (near >= 0 && !choices.includes(near)) choices.push(near);
  }
  for (let i = choices.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [choices[i], choices[j]] = [choices[j] as number, choices[i] as number];
  }
  return choices;
}
