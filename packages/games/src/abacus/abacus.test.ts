import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { type AbacusSettings, abacusModes, abacusRules } from './abacus.ts';
import { beadsFor, MAX_RODS, numberFromBeads, type Rod } from './beads.ts';

const settings: fc.Arbitrary<AbacusSettings> = fc.record({
  rods: fc.integer({ min: 1, max: 6 }),
  displayMs: fc.integer({ min: 200, max: 10_000 }),
  count: fc.integer({ min: 1, max: 30 }),
  mode: fc.constantFrom(...abacusModes),
});

const badSettings = fc.oneof(
  settings.chain((s) => fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 7 })).map((rods) => ({ ...s, rods }))),
  settings.chain((s) => fc.integer({ max: 199 }).map((displayMs) => ({ ...s, displayMs }))),
  settings.map((s) => ({ ...s, mode: 'write' })),
);

const rod: fc.Arbitrary<Rod> = fc.record({
  heaven: fc.constantFrom(0 as const, 1 as const),
  earth: fc.integer({ min: 0, max: 4 }),
});

describe('abacus beads', () => {
  it('reads back every number it sets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_RODS }).chain((rods) => fc.tuple(fc.constant(rods), fc.nat(10 ** rods - 1))),
        ([rods, value]) => {
          const beads = beadsFor(value, rods);
          expect(beads).toHaveLength(rods);
          expect(numberFromBeads(beads)).toBe(value);
        },
      ),
    );
  });

  it('sets back every bead position it reads', () => {
    fc.assert(
      fc.property(fc.array(rod, { minLength: 1, maxLength: MAX_RODS }), (beads) => {
        expect(beadsFor(numberFromBeads(beads), beads.length)).toEqual(beads);
      }),
    );
  });

  it('shows 7 as the heaven bead and two earth beads', () => {
    expect(beadsFor(7, 2)).toEqual([
      { heaven: 0, earth: 0 },
      { heaven: 1, earth: 2 },
    ]);
  });

  it('refuses numbers that do not fit on the rods', () => {
    expect(() => beadsFor(100, 2)).toThrow(RangeError);
    expect(() => beadsFor(-1, 2)).toThrow(RangeError);
    expect(() => beadsFor(5, 7)).toThrow(RangeError);
  });
});

describe('abacus rules', () => {
  itObeysTrainerLaws({
    rules: abacusRules,
    settings,
    badSettings,
    trueAnswer: (task, s) => (task.mode === 'set' ? beadsFor(task.value, s.rods) : task.value),
    wrongAnswer: (task, _s, salt) => task.value + salt,
  });

  it('asks for numbers that use every rod and no more', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of abacusRules.generate(seed, s)) {
          expect(task.value).toBeLessThan(10 ** s.rods);
          if (s.rods > 1) expect(String(task.value)).toHaveLength(s.rods);
          if (s.mode !== 'mixed') expect(task.mode).toBe(s.mode);
        }
      }),
    );
  });

  it('refuses beads set on the wrong number of rods even when their value matches', () => {
    const s = { ...abacusRules.defaults, rods: 3 };
    expect(abacusRules.check({ value: 42, mode: 'set' }, beadsFor(42, 2), s)).toBe(false);
    expect(abacusRules.check({ value: 42, mode: 'set' }, beadsFor(42, 3), s)).toBe(true);
  });

  it('floors setting beads by the taps the number needs, not two per rod', () => {
    const TAP_MS = 80;
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of abacusRules.generate(seed, { ...s, mode: 'set' })) {
          // From cleared rods a digit takes a tap for the heaven bead (5–9) and one for its earth beads (not 0 or 5).
          const taps = [...String(task.value)].reduce(
            (n, c) => n + (Number(c) >= 5 ? 1 : 0) + (Number(c) % 5 > 0 ? 1 : 0),
            0,
          );
          expect(abacusRules.minAnswerMs(task, s)).toBe(REACTION_FLOOR_MS + taps * TAP_MS);
        }
      }),
    );
    expect(abacusRules.minAnswerMs({ value: 100_000, mode: 'set' }, { ...abacusRules.defaults, rods: 6 })).toBe(
      REACTION_FLOOR_MS + TAP_MS,
    );
  });

  it('counts the display time into the fastest honest reading', () => {
    const s = { ...abacusRules.defaults, displayMs: 5000 };
    expect(abacusRules.minAnswerMs({ value: 12, mode: 'read' }, s)).toBeGreaterThan(5000);
  });
});
