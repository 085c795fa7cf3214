import { memoSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { shuffled } from '../words/grid.ts';

/** The pictures a picture round draws from; the web draws each and names it in every language. */
export const MEMO_PICTURES = [
  'apple',
  'ball',
  'cat',
  'dog',
  'fish',
  'sun',
  'moon',
  'star',
  'heart',
  'tree',
  'flower',
  'car',
  'bike',
  'plane',
  'house',
  'umbrella',
  'book',
  'bell',
  'key',
  'clock',
  'cake',
  'gift',
  'rocket',
  'anchor',
] as const;
export type MemoPicture = (typeof MEMO_PICTURES)[number];

/** Cards on the board besides the ones to remember: enough to make a guess unlikely, few enough to scan. */
const distractorsFor = (length: number) => Math.max(3, Math.ceil(length / 2));

/** A word round's words are dealt by the server: the ones to remember and the board's others, each once. */
export const memoSettings = memoSettingsShape.refine(
  (settings) =>
    settings.kind !== 'words' ||
    (new Set(settings.words).size === settings.words.length &&
      settings.words.length >= settings.length + distractorsFor(settings.length)),
  { path: ['words'], message: 'FIELD_INVALID' },
);
export type MemoSettings = z.infer<typeof memoSettings>;

/** The words a word round needs from the server: the ones to remember and the board's others. */
export const memoWordsNeeded = (length: number): number => length + distractorsFor(length);

/** One place of the sequence to recall, on the board every place is answered from. */
export interface MemoTask {
  position: number;
  /** The sequence as it was shown. */
  sequence: readonly string[];
  /** The cards to choose from: the sequence and some others, shuffled. */
  board: readonly string[];
  /** Where on the board the card of this place lies. */
  answer: number;
}

export const memoAnswer = z.object({ pick: z.number().int().min(0) });
export type MemoAnswer = z.infer<typeof memoAnswer>;

function distinctNumbers(rng: Rng, count: number): string[] {
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(rng.int(10, 99));
  return [...numbers].map(String);
}

function cardsOf(rng: Rng, settings: MemoSettings): string[] {
  const count = memoWordsNeeded(settings.length);
  if (settings.kind === 'numbers') return distinctNumbers(rng, count);
  const pool = settings.kind === 'words' ? settings.words : MEMO_PICTURES;
  return shuffled(rng, pool).slice(0, count);
}

/** Time the sequence is on show: each card for its share, one after another. */
export const memoShowMs = (settings: MemoSettings): number => settings.length * settings.showMs;

/**
 * Mnemonics: a sequence of pictures, words or numbers shown one by one, then recalled in order by choosing each place's
 * card on a board that holds the sequence and some others. Each place is a task; the score is the places recalled.
 * The first place's time holds the showing, and the replay refuses a round answered faster than it was shown.
 */
export const memoRules: TrainerRules<MemoSettings, MemoTask, MemoAnswer> = {
  component: 'memo',
  settings: memoSettings,
  defaults: { kind: 'pictures', length: 4, showMs: 2000, locale: 'ru-RU', words: [] },
  answer: memoAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    const cards = cardsOf(rng, settings);
    const sequence = cards.slice(0, settings.length);
    const board = shuffled(rng, cards);
    return sequence.map((card, position) => ({ position, sequence, board, answer: board.indexOf(card) }));
  },
  check: (task, answer) => answer.pick === task.answer,
  minAnswerMs: () => REACTION_FLOOR_MS,
  minRoundMs: (settings) => memoShowMs(settings) * 0.9,
  timeLimitMs: () => null,
  outcome: (correct, total) => ({ correct, total, score: correct, won: total > 0 && correct === total }),
};
