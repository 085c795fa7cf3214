import { type SpeechCard, speechCardsSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { tenMinutePace } from '../common/pace.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { shuffled } from '../words/grid.ts';

/** Pairs turned over that did not match, at most, between two found pairs. */
const MAX_MISSES = 60;
/** What a pair turned over in vain costs the score, as if the search had taken this much longer. */
const MISS_PENALTY_MS = 1000;

/** A field needs a picture for each of its pairs (spec §5): fewer cards than the field's size cannot fill it. */
export class NotEnoughCardsError extends Error {
  constructor(
    readonly cards: number,
    readonly pairs: number,
  ) {
    super(`A field of ${pairs} pairs needs ${pairs} cards, not ${cards}`);
  }
}

/** The settings the server dealt: a field never asks for more pairs than it has cards (§5, §8 "not enough cards"). */
export const speechCardsSettings = speechCardsSettingsShape.refine(
  (settings) => settings.cards.length >= settings.pairs,
  { path: ['cards'], message: 'NOT_ENOUGH_CARDS' },
);
export type SpeechCardsSettings = z.infer<typeof speechCardsSettings>;

/** One place of the field: which pair's card lies there, and whether it shows the picture or the word. */
export interface SpeechCell {
  pair: number;
  face: 'picture' | 'word';
}

/** One pair to find, with the whole field it lies in. */
export interface SpeechCardsTask {
  card: SpeechCard;
  pair: number;
  /** Where the pair's two cards lie, in field order. */
  cells: readonly [number, number];
  field: readonly SpeechCell[];
}

export const speechCardsAnswer = z.object({
  /** The two places turned over last, which matched. */
  cells: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  /** Pairs turned over since the last match that did not match. */
  misses: z.number().int().min(0).max(MAX_MISSES),
});
export type SpeechCardsAnswer = z.infer<typeof speechCardsAnswer>;

/**
 * The field of `pairs` pairs: as many of the cards (in an order drawn from `rng`) each laid twice, face down, in a
 * shuffled order; in a words field one of each pair shows the word instead of the picture.
 */
export function dealSpeechField(
  rng: Rng,
  cards: readonly SpeechCard[],
  pairs: number,
  faces: 'pictures' | 'words',
): { cards: SpeechCard[]; field: SpeechCell[] } {
  if (cards.length < pairs) throw new NotEnoughCardsError(cards.length, pairs);
  const chosen = shuffled(rng, cards).slice(0, pairs);
  const laid: SpeechCell[] = chosen.flatMap((_, pair) => [
    { pair, face: 'picture' as const },
    { pair, face: faces === 'words' ? ('word' as const) : ('picture' as const) },
  ]);
  return { cards: chosen, field: shuffled(rng, laid) };
}

/**
 * The speech cards (issue [10]): a memory-match field of pictures whose words hold the sound being trained; the child
 * turns two cards over and names them aloud. Every pair is a task, found in any order; the cards turned in vain ride
 * with the next match. Untimed: the score is pairs found in ten minutes, each miss costing a second.
 */
export const speechCardsRules: TrainerRules<SpeechCardsSettings, SpeechCardsTask, SpeechCardsAnswer> = {
  component: 'speechCards',
  settings: speechCardsSettings,
  defaults: {
    locale: 'ru-RU',
    sound: 'r',
    pairs: 3,
    faces: 'pictures',
    cards: [
      { id: 0, word: 'рыба', image_url: '/speech-art/fish.svg' },
      { id: 0, word: 'ракета', image_url: '/speech-art/rocket.svg' },
      { id: 0, word: 'краб', image_url: '/speech-art/crab.svg' },
    ],
  },
  answer: speechCardsAnswer,
  generate(seed, settings) {
    const { cards, field } = dealSpeechField(createRng(seed), settings.cards, settings.pairs, settings.faces);
    return cards.map((card, pair) => {
      const [first, second] = field.flatMap((cell, index) => (cell.pair === pair ? [index] : []));
      return { card, pair, cells: [first as number, second as number], field };
    });
  },
  check: (task, answer) => {
    const [a, b] = answer.cells;
    return a !== b && [a, b].sort((x, y) => x - y).every((cell, i) => cell === task.cells[i]);
  },
  // Each card is turned by a finger: two for the match, two for every pair that missed.
  minAnswerMs: (_task, _settings, answer) => (2 + 2 * (answer?.misses ?? 0)) * REACTION_FLOOR_MS,
  timeLimitMs: () => null,
  misses: (answer) => answer.misses,
  outcome: (correct, total, totalMs, _settings, facts) =>
    tenMinutePace(correct, total, totalMs, facts, MISS_PENALTY_MS),
};
