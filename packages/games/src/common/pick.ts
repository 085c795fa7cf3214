import type { Rng } from '../rng.ts';

export function pick<T>(rng: Rng, items: readonly [T, ...T[]]): T {
  return items[rng.int(0, items.length - 1)] ?? items[0];
}

/** Smallest and largest number with exactly `digits` digits (1 digit starts at 1: zero is not worth flashing). */
export function digitRange(digits: number): [number, number] {
  return [digits === 1 ? 1 : 10 ** (digits - 1), 10 ** digits - 1];
}
