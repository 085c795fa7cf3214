import { readingWords, SPEED_READING_MODES } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import {
  bareWord,
  FIND_WORD_TARGETS,
  readingMs,
  type SpeedReadingSettings,
  type SpeedReadingTask,
  speedReadingRules,
} from './speed-reading.ts';

const TEXT =
  'Bees live together in a hive. Each hive has one queen, many workers and a few drones. Workers collect nectar ' +
  'from flowers and turn it into honey. They talk to each other by dancing: a dance shows where the flowers are. ' +
  'In winter the bees keep warm together around the queen.';

const settings: fc.Arbitrary<SpeedReadingSettings> = fc.record({
  locale: fc.constant('en-US' as const),
  level: fc.constantFrom(1 as const, 2 as const),
  mode: fc.constantFrom(...SPEED_READING_MODES),
  wpm: fc.integer({ min: 60, max: 800 }),
  text: fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    title: fc.constant('Bees'),
    text: fc.constant(TEXT),
    questions: fc.array(
      fc.record({
        question: fc.constant('Who keeps the hive warm?'),
        options: fc.constant(['The bees', 'The sun', 'The queen alone', 'Nobody']),
        answer: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, wpm: 900 })),
  settings.map((s) => ({ ...s, mode: 'skim' })),
  settings.map((s) => ({ ...s, text: { ...s.text, questions: [] } })),
  settings.map((s) => ({ ...s, level: 5 })),
);

const trueAnswer = (task: SpeedReadingTask) =>
  task.kind === 'question' ? { pick: task.answer, misses: 0 } : { pick: task.places[0] ?? 0, misses: 0 };

describe('speed reading rules', () => {
  itObeysTrainerLaws({
    rules: speedReadingRules,
    settings,
    badSettings,
    trueAnswer,
    wrongAnswer: (task, s) => {
      if (task.kind === 'question') return { pick: (task.answer + 1) % 4, misses: 0 };
      const other = readingWords(s.text.text).findIndex((word) => bareWord(word) !== task.target);
      return { pick: other, misses: 0 };
    },
  });

  it('asks the text’s questions after RSVP and the moving window, and seeks words of the text in the other mode', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = speedReadingRules.generate(seed, s);
        if (s.mode !== 'findWord') {
          expect(tasks.map((task) => task.kind === 'question' && task.question)).toEqual(
            s.text.questions.map((question) => question.question),
          );
          return;
        }
        expect(tasks).toHaveLength(FIND_WORD_TARGETS);
        const words = readingWords(s.text.text).map(bareWord);
        for (const task of tasks) {
          if (task.kind !== 'find') throw new Error('a word to find expected');
          expect(task.target.length).toBeGreaterThanOrEqual(4);
          expect(task.places.map((place) => words[place])).toEqual(task.places.map(() => task.target));
        }
        expect(new Set(tasks.map((task) => task.kind === 'find' && task.target)).size).toBe(tasks.length);
      }),
    );
  });

  it('refuses a read round answered in less than the text takes at its pace, and takes one that read it', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, raw) => {
        const s = { ...raw, mode: 'rsvp' as const };
        const tasks = speedReadingRules.generate(seed, s);
        const reading = readingMs(s);
        const answers = (firstMs: number, restMs = 1500) =>
          tasks.map((task, index) => ({ index, answer: trueAnswer(task), ms: index === 0 ? firstMs : restMs }));
        const elapsedMs = reading + 1500 * tasks.length + 5000;
        const hasty = validateRound(speedReadingRules, { seed, settings: s, answers: answers(300, 300), elapsedMs });
        const read = validateRound(speedReadingRules, {
          seed,
          settings: s,
          answers: answers(reading + 1500),
          elapsedMs,
        });
        expect(hasty).toMatchObject({ status: 'rejected', reason: 'too_fast' });
        expect(read).toMatchObject({ status: 'ok', outcome: { correct: tasks.length, score: s.wpm } });
      }),
      { numRuns: 50 },
    );
  });

  it('scores the pace times the share understood, and a search by the words a minute it ran through', () => {
    const read: SpeedReadingSettings = {
      ...speedReadingRules.defaults,
      wpm: 200,
      text: { ...speedReadingRules.defaults.text, text: TEXT },
    };
    expect(speedReadingRules.outcome(2, 3, 0, read).score).toBe(133);
    const words = readingWords(TEXT).length;
    const facts = { playedMs: 30_000, misses: 0, rightAnswerMs: [], points: 0 };
    expect(speedReadingRules.outcome(5, 5, 0, { ...read, mode: 'findWord' }, facts).score).toBe(words * 2);
  });
});
