import { CRYSTAL_CHARGE_NEEDED, type CrystalCode, type ErrorCode, MAX_ACTIVE_CRYSTALS } from '@umka/contracts';

/**
 * The crystals page's selection (spec §4): a click adds a crystal, a click on a selected one removes it, and a click
 * that would make a third clears the selection.
 */
export function toggleCrystalSelection(selection: readonly number[], crystalId: number): number[] {
  if (selection.includes(crystalId)) return selection.filter((id) => id !== crystalId);
  if (selection.length >= MAX_ACTIVE_CRYSTALS) return [];
  return [...selection, crystalId];
}

/** Crystals 2 (luck) and 4 (bargain) active together form the combo: a random pack gives one piece more. */
export function isCombo(activeCodes: readonly CrystalCode[]): boolean {
  return activeCodes.includes('luck') && activeCodes.includes('bargain');
}

export interface CrystalState {
  code: CrystalCode;
  count: number;
  charge: number;
  active: boolean;
}

/**
 * Why a crystal cannot be used now, or null: the student must own it, it must be charged to 7 (CrystalsStoreNotify1),
 * not already active, with fewer than two others active; the legendary crystal is spent by making puzzles legendary.
 */
export function useRefusal(crystal: CrystalState | undefined, activeOthers: number): ErrorCode | null {
  if (!crystal || crystal.count < 1) return 'CRYSTAL_NOT_OWNED';
  if (crystal.code === 'legendary') return 'CRYSTAL_USED_BY_LEGENDARY';
  if (crystal.charge < CRYSTAL_CHARGE_NEEDED) return 'CRYSTAL_NOT_CHARGED';
  if (crystal.active) return 'CRYSTAL_ALREADY_ACTIVE';
  if (activeOthers >= MAX_ACTIVE_CRYSTALS) return 'CRYSTALS_ACTIVE_LIMIT';
  return null;
}

/** Charge after learning earned `points`: it fills up to what activation needs and no further. */
export function chargedBy(charge: number, points: number): number {
  return Math.min(CRYSTAL_CHARGE_NEEDED, Math.max(0, charge) + Math.max(0, points));
}
