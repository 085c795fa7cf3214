import { CRYSTAL_CHARGE_NEEDED, type CrystalCode, MAX_ACTIVE_CRYSTALS } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedBy, isCombo, toggleCrystalSelection, useRefusal } from './crystals.ts';

describe('selecting crystals on the crystals page', () => {
  it('never holds more than two, and a third click clears the selection', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 40 }), (clicks) => {
        let selection: number[] = [];
        for (const id of clicks) {
          const before = selection;
          selection = toggleCrystalSelection(selection, id);
          expect(selection.length).toBeLessThanOrEqual(MAX_ACTIVE_CRYSTALS);
          expect(new Set(selection).size).toBe(selection.length);
          if (!before.includes(id) && before.length === MAX_ACTIVE_CRYSTALS) expect(selection).toEqual([]);
          if (before.includes(id)) expect(selection).not.toContain(id);
        }
      }),
    );
  });
});

describe('the combo of crystals 2 and 4', () => {
  it('holds exactly when luck and bargain are both active', () => {
    const codes = fc.subarray<CrystalCode>(['legendary', 'luck', 'trade', 'bargain']);
    fc.assert(
      fc.property(codes, (active) => {
        expect(isCombo(active)).toBe(active.includes('luck') && active.includes('bargain'));
      }),
    );
  });
});

describe('using a crystal', () => {
  const usable = { code: 'luck' as const, count: 1, charge: CRYSTAL_CHARGE_NEEDED, active: false };

  it('needs a charge of seven (CrystalsStoreNotify1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CRYSTAL_CHARGE_NEEDED - 1 }), (charge) => {
        expect(useRefusal({ ...usable, charge }, 0)).toBe('CRYSTAL_NOT_CHARGED');
      }),
    );
    expect(useRefusal(usable, 0)).toBeNull();
  });

  it('is refused with two others active, when not owned, when already active, and for the legendary crystal', () => {
    expect(useRefusal(usable, MAX_ACTIVE_CRYSTALS)).toBe('CRYSTALS_ACTIVE_LIMIT');
    expect(useRefusal(undefined, 0)).toBe('CRYSTAL_NOT_OWNED');
    expect(useRefusal({ ...usable, count: 0 }, 0)).toBe('CRYSTAL_NOT_OWNED');
    expect(useRefusal({ ...usable, active: true }, 1)).toBe('CRYSTAL_ALREADY_ACTIVE');
    expect(useRefusal({ ...usable, code: 'legendary' }, 0)).toBe('CRYSTAL_USED_BY_LEGENDARY');
  });
});

describe('charging a crystal by learning', () => {
  it('stays between 0 and 7 and never falls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -3, max: 20 }), (charge, points) => {
        const after = chargedBy(charge, points);
        expect(after).toBeGreaterThanOrEqual(charge);
        expect(after).toBeLessThanOrEqual(CRYSTAL_CHARGE_NEEDED);
      }),
    );
  });
});
