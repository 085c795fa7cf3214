import type { ProfessionLevel } from '@umka/contracts';

type Step = Pick<ProfessionLevel, 'level' | 'threshold'>;

/** The highest level whose threshold the likes earned since choosing reach; level 1 needs nothing. */
export function levelReached(levels: readonly Step[], earned: number): number {
  return levels.reduce((best, step) => (step.threshold <= earned && step.level > best ? step.level : best), 1);
}

/**
 * The level entry drawn for a stored level: that level, or the nearest one below it when the admin has
 * since removed it from the data.
 */
export function levelEntry<T extends Step>(levels: readonly T[], level: number): T {
  const reached = levels.filter((step) => step.level <= level).sort((a, b) => b.level - a.level);
  const entry = reached[0] ?? [...levels].sort((a, b) => a.level - b.level)[0];
  if (!entry) throw new Error('a profession without levels');
  return entry;
}

/** Likes needed for the level after `level`, or null at the top. */
export function nextThreshold(levels: readonly Step[], level: number): number | null {
  const higher = levels.filter((step) => step.level > level).map((step) => step.threshold);
  return higher.length === 0 ? null : Math.min(...higher);
}
