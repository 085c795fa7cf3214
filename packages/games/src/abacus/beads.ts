import { z } from 'zod';

/** One soroban rod: the heaven bead counts 5 when moved to the bar, each earth bead counts 1. */
export const rodSchema = z.object({
  heaven: z.union([z.literal(0), z.literal(1)]),
  earth: z.number().int().min(0).max(4),
});
export type Rod = z.infer<typeof rodSchema>;

export const MAX_RODS = 6;

/** The beads showing `value` on `rods` rods, most significant rod first. */
export function beadsFor(value: number, rods: number): Rod[] {
  if (!Number.isInteger(rods) || rods < 1 || rods > MAX_RODS) throw new RangeError(`rods must be 1..${MAX_RODS}`);
  if (!Number.isInteger(value) || value < 0 || value >= 10 ** rods) {
    throw new RangeError(`value must be an integer from 0 to ${10 ** rods - 1}`);
  }
  return Array.from({ length: rods }, (_, i) => {
    const digit = Math.floor(value / 10 ** (rods - 1 - i)) % 10;
    return { heaven: digit >= 5 ? 1 : 0, earth: digit % 5 };
  });
}

/** The number the beads show, reading the rods most significant first. */
export function numberFromBeads(beads: readonly Rod[]): number {
  return beads.reduce((value, rod) => value * 10 + rod.heaven * 5 + rod.earth, 0);
}

/**
 * The fewest taps that set `value` from cleared rods: a tap moves the heaven bead, and one tap on an
 * earth bead moves it with every bead between it and the beam.
 */
export function tapsToSet(value: number, rods: number): number {
  return beadsFor(value, rods).reduce((taps, rod) => taps + rod.heaven + (rod.earth > 0 ? 1 : 0), 0);
}
