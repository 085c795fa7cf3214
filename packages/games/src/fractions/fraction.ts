import { z } from 'zod';

export const fractionSchema = z.object({
  numerator: z.number().int(),
  denominator: z.number().int().min(1),
});
export type Fraction = z.infer<typeof fractionSchema>;

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function reduce(f: Fraction): Fraction {
  const divisor = gcd(f.numerator, f.denominator) || 1;
  return { numerator: f.numerator / divisor, denominator: f.denominator / divisor };
}

export function isReduced(f: Fraction): boolean {
  return gcd(f.numerator, f.denominator) === 1;
}

/** Compares exactly by cross-multiplying (denominators are positive). */
export function compare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  return Math.sign(a.numerator * b.denominator - b.numerator * a.denominator) as -1 | 0 | 1;
}

export function add(a: Fraction, b: Fraction, sign: 1 | -1 = 1): Fraction {
  return reduce({
    numerator: a.numerator * b.denominator + sign * b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  });
}

export const formatFraction = (f: Fraction): string => `${f.numerator}/${f.denominator}`;
