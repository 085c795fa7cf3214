import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hundredths } from './human.ts';

describe('hundredths', () => {
  it('rounds a half away from zero, as at school, whatever binary makes of it', () => {
    expect(hundredths(1.745)).toBe(175);
    expect(hundredths(1.005)).toBe(101);
    expect(hundredths(2.675)).toBe(268);
    expect(hundredths(-1.745)).toBe(-175);
    expect(hundredths(-0.125)).toBe(-13);
    expect(hundredths(1.744)).toBe(174);
    expect(hundredths(-1.744)).toBe(-174);
  });

  it('gives an answer typed with 2 digits back exactly, and is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(hundredths(Number((cents / 100).toFixed(2)))).toBe(cents);
        expect(hundredths(-cents / 100)).toBe(-cents || 0);
      }),
    );
  });
});
