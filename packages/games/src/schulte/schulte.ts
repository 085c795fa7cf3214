import { z } from 'zod';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { RoundFacts, TrainerRules } from '../trainer.ts';

export const schulteVariants = ['classic', 'redBlack', 'shuffle'] as const;
export type SchulteVariant = (typeof schulteVariants)[number];

/** Numbers, or the letters of a locale's alphabet in its order. */
export const schulteSymbols = ['numbers', 'lettersRu', 'lettersUk', 'lettersEn'] as const;
export type SchulteSymbols = (typeof schulteSymbols)[number];

const ALPHABETS: Record<Exclude<SchulteSymbols, 'numbers'>, string> = {
  lettersRu: 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
  lettersUk: 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ',
  lettersEn: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

export const SCHULTE_MIN_SIZE = 3;
export const SCHULTE_MAX_SIZE = 7;
/** The largest table letters fill: 26 English letters cover 5 × 5, no alphabet covers 6 × 6. */
export const SCHULTE_MAX_LETTER_SIZE = 5;
/** A table is given up to five minutes, however large; what is not found by then counts as not found. */
export const SCHULTE_TIME_LIMIT_MS = 5 * 60_000;
/** What a wrong click costs the score, as if the search had taken this much longer. */
export const SCHULTE_MISS_PENALTY_MS = 1000;
/** Wrong clicks reported with one found cell: more is a stuck mouse, not a search. */
export const SCHULTE_MAX_MISSES_PER_CELL = 50;

export const schulteSettings = z
  .object({
    size: z.number().int().min(SCHULTE_MIN_SIZE).max(SCHULTE_MAX_SIZE),
    variant: z.enum(schulteVariants),
    symbols: z.enum(schulteSymbols),
  })
  .refine((s) => s.symbols === 'numbers' || s.size <= SCHULTE_MAX_LETTER_SIZE, {
    path: ['size'],
    // The name of the start screen's text for it (trainers.settings.schulte.rules.*).
    message: 'lettersTableTooBig',
  });
export type SchulteSettings = z.infer<typeof schulteSettings>;

export type SchulteColor = 'black' | 'red';

export interface SchulteCell {
  label: string;
  /** Red-black tables only; null in the others. */
  color: SchulteColor | null;
}

/** One target to find: its label and colour, the table as it is while it is sought, and where it is. */
export interface SchulteTask {
  /** How many targets were found before this one. */
  step: number;
  target: SchulteCell;
  cells: SchulteCell[];
  cell: number;
}

export const schulteAnswerSchema = z.object({
  /** The cell clicked that held the target. */
  cell: z.number().int().min(0),
  /** The cells clicked before it that did not. */
  misses: z.array(z.number().int().min(0)).max(SCHULTE_MAX_MISSES_PER_CELL),
});
export type SchulteAnswer = z.infer<typeof schulteAnswerSchema>;

function labelOf(symbols: SchulteSymbols, ordinal: number): string {
  return symbols === 'numbers' ? String(ordinal) : (ALPHABETS[symbols][ordinal - 1] ?? '?');
}

/**
 * The targets in the order they are sought. Red-black (the Gorbov variant): black ascending from 1 and red
 * descending from its largest, alternately, black first; a table of 25 holds 13 black and 12 red.
 */
export function schulteTargets(settings: SchulteSettings): SchulteCell[] {
  const count = settings.size * settings.size;
  if (settings.variant !== 'redBlack') {
    return Array.from({ length: count }, (_, i) => ({ label: labelOf(settings.symbols, i + 1), color: null }));
  }
  const black = Math.ceil(count / 2);
  const red = count - black;
  const order: SchulteCell[] = [];
  for (let i = 0; i < black; i++) {
    order.push({ label: labelOf(settings.symbols, i + 1), color: 'black' });
    if (i < red) order.push({ label: labelOf(settings.symbols, red - i), color: 'red' });
  }
  return order;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const sameSchulteCell = (a: SchulteCell, b: SchulteCell): boolean => a.label === b.label && a.color === b.color;

/**
 * Each target is a task, answered by the click that found it with the wrong clicks before it. The score is the
 * search speed, cells found a minute with each wrong click costing a second: the table's time, as a number that
 * grows with skill like every other trainer's score, and compares tables of different sizes fairly.
 */
export const schulteRules: TrainerRules<SchulteSettings, SchulteTask, SchulteAnswer> = {
  component: 'schulte',
  settings: schulteSettings,
  defaults: { size: 5, variant: 'classic', symbols: 'numbers' },
  answer: schulteAnswerSchema,
  generate(seed, settings) {
    const rng = createRng(seed);
    const targets = schulteTargets(settings);
    let table = shuffled(rng, targets);
    return targets.map((target, i) => {
      // The shuffling variant deals the table anew after each hit.
      if (settings.variant === 'shuffle' && i > 0) table = shuffled(rng, targets);
      return { step: i, target, cells: table, cell: table.findIndex((c) => sameSchulteCell(c, target)) };
    });
  },
  check: (task, answer) =>
    answer.cell === task.cell && answer.misses.every((miss) => miss !== task.cell && miss < task.cells.length),
  // Finding a cell in a table is a look and a click: at least a reaction's time each.
  minAnswerMs: () => REACTION_FLOOR_MS,
  timeLimitMs: () => SCHULTE_TIME_LIMIT_MS,
  outcome: (correct, total, totalMs, _settings, facts?: RoundFacts) => {
    const searchMs = (facts?.playedMs ?? totalMs) + SCHULTE_MISS_PENALTY_MS * (facts?.misses ?? 0);
    return {
      correct,
      total,
      score: correct > 0 ? Math.round((60_000 * correct) / Math.max(searchMs, 1)) : 0,
      won: total > 0 && correct === total,
    };
  },
  misses: (answer) => answer.misses.length,
};
