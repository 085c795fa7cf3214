import { readingWords, speedReadingSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { createRng } from '../rng.ts';
import type { RoundFacts, TrainerRules } from '../trainer.ts';
import { MAX_MISSES_PER_WORD, shuffled } from '../words/grid.ts';

export const speedReadingSettings = speedReadingSettingsShape;
export type SpeedReadingSettings = z.infer<typeof speedReadingSettings>;

/** A comprehension question, asked after the text was flashed or swept at the chosen pace. */
export interface ReadingQuestionTask {
  kind: 'question';
  question: string;
  options: readonly string[];
  answer: number;
}

/** A word to find in the text shown whole: where it stands, by its place among the text's words. */
export interface FindWordTask {
  kind: 'find';
  target: string;
  places: readonly number[];
}

export type SpeedReadingTask = ReadingQuestionTask | FindWordTask;

export const speedReadingAnswer = z.object({
  /** The option chosen, or the place of the word clicked. */
  pick: z.number().int().min(0),
  /** Words clicked before the right one (finding a word); none for a question. */
  misses: z.number().int().min(0).max(MAX_MISSES_PER_WORD),
});
export type SpeedReadingAnswer = z.infer<typeof speedReadingAnswer>;

/** Words sought in one "find the word" round. */
export const FIND_WORD_TARGETS = 5;
/** The shortest word worth seeking: shorter ones are everywhere and found without reading. */
const MIN_TARGET_LETTERS = 4;
/** The text's pace may run this much faster than chosen before a round counts as read too quickly (timer jitter). */
const PACE_TOLERANCE = 0.9;
/** Finding words in a text is given five minutes; what is not found by then stays not found. */
const FIND_WORD_LIMIT_MS = 5 * 60_000;
/** What a wrong word clicked costs, as if the search had taken this much longer. */
const FIND_MISS_PENALTY_MS = 1000;

/** A word as it is compared: lower case, without the punctuation around it. */
export const bareWord = (word: string): string => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How long the text takes at the chosen pace: each word shown for a minute's share of the words a minute. */
export const readingMs = (settings: SpeedReadingSettings): number =>
  (readingWords(settings.text.text).length * 60_000) / settings.wpm;

function findTargets(seed: number, text: string): FindWordTask[] {
  const words = readingWords(text).map(bareWord);
  const places = new Map<string, number[]>();
  words.forEach((word, place) => {
    if ([...word].length >= MIN_TARGET_LETTERS) places.set(word, [...(places.get(word) ?? []), place]);
  });
  const targets = shuffled(createRng(seed), [...places.keys()]).slice(0, FIND_WORD_TARGETS);
  return targets.map((target) => ({ kind: 'find', target, places: places.get(target) ?? [] }));
}

/**
 * Speed reading in three modes. RSVP flashes the words one by one at the chosen words a minute and a moving window
 * sweeps the text at that pace; both then ask the text's questions, and score the pace times the share understood.
 * "Find the word" shows the text whole and asks for words in it, scored as the words a minute the search ran through
 * the text, times the share found. The replay refuses a read round whose answers took less than the text's own time.
 */
export const speedReadingRules: TrainerRules<SpeedReadingSettings, SpeedReadingTask, SpeedReadingAnswer> = {
  component: 'speedReading',
  settings: speedReadingSettings,
  defaults: {
    locale: 'ru-RU',
    level: 1,
    mode: 'rsvp',
    wpm: 120,
    text: {
      id: 0,
      title: 'Ёжик',
      text: 'Осенью ёжик собирает сухие листья. Он несёт их в свою норку под старым пнём. Там будет тёплая постель. Скоро выпадет снег, и ёжик уснёт до весны. Весной он проснётся голодный и пойдёт искать жуков.',
      questions: [
        {
          question: 'Что собирает ёжик осенью?',
          options: ['Сухие листья', 'Грибы', 'Яблоки', 'Шишки'],
          answer: 0,
        },
      ],
    },
  },
  answer: speedReadingAnswer,
  generate(seed, settings) {
    if (settings.mode === 'findWord') return findTargets(seed, settings.text.text);
    return settings.text.questions.map((question) => ({ kind: 'question', ...question }));
  },
  check(task, answer, settings) {
    if (task.kind === 'question') return answer.pick === task.answer && answer.misses === 0;
    const word = readingWords(settings.text.text)[answer.pick];
    return word !== undefined && bareWord(word) === task.target;
  },
  minAnswerMs: () => REACTION_FLOOR_MS,
  minRoundMs: (settings) => (settings.mode === 'findWord' ? 0 : readingMs(settings) * PACE_TOLERANCE),
  timeLimitMs: (settings) => (settings.mode === 'findWord' ? FIND_WORD_LIMIT_MS : null),
  outcome(correct, total, totalMs, settings, facts?: RoundFacts) {
    const share = total > 0 ? correct / total : 0;
    const wpm =
      settings.mode === 'findWord'
        ? (readingWords(settings.text.text).length * 60_000) /
          Math.max((facts?.playedMs ?? totalMs) + FIND_MISS_PENALTY_MS * (facts?.misses ?? 0), 1)
        : settings.wpm;
    return { correct, total, score: Math.round(wpm * share), won: total > 0 && correct === total };
  },
  misses: (answer) => answer.misses,
};
