import { SPEECH_CARD_FACES, SPEECH_CARD_PAIRS, SPEECH_SOUNDS, type SpeechCard } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import {
  dealSpeechField,
  NotEnoughCardsError,
  type SpeechCardsSettings,
  type SpeechCardsTask,
  speechCardsRules,
} from './speech-cards.ts';

const cardsOf = (count: number): SpeechCard[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, word: `слово${i}`, image_url: `/speech-art/${i}.svg` }));

const settings: fc.Arbitrary<SpeechCardsSettings> = fc
  .record({
    locale: fc.constantFrom('ru-RU' as const, 'en-US' as const, 'uk-UA' as const),
    sound: fc.constantFrom(...SPEECH_SOUNDS),
    pairs: fc.constantFrom(...SPEECH_CARD_PAIRS),
    faces: fc.constantFrom(...SPEECH_CARD_FACES),
    extra: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ extra, ...choice }) => ({ ...choice, cards: cardsOf(choice.pairs + extra) }));

const right = (task: SpeechCardsTask) => ({ cells: [task.cells[1], task.cells[0]] as [number, number], misses: 0 });

describe('speech cards rules', () => {
  itObeysTrainerLaws({
    rules: speechCardsRules,
    settings,
    badSettings: fc.oneof(
      fc.constant({ locale: 'ru-RU', sound: 'r', pairs: 6, faces: 'pictures', cards: cardsOf(5) }),
      fc.constant({ locale: 'ru-RU', sound: 'zh', pairs: 3, faces: 'pictures', cards: cardsOf(3) }),
      fc.constant({ locale: 'ru-RU', sound: 'r', pairs: 5, faces: 'pictures', cards: cardsOf(5) }),
      fc.constant({ locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'letters', cards: cardsOf(3) }),
      fc.constant({ locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'pictures', cards: [] }),
    ),
    trueAnswer: right,
    wrongAnswer: (task, _s, salt) => {
      const other = task.field.findIndex((cell, index) => cell.pair !== task.pair && index !== task.cells[0]);
      return { cells: salt % 2 === 0 ? [task.cells[0], other] : [task.cells[0], task.cells[0]], misses: 0 };
    },
  });

  it('needs at least as many cards as the field has pairs, and lays each chosen card exactly twice', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...SPEECH_CARD_PAIRS),
        fc.constantFrom(...SPEECH_CARD_FACES),
        (seed, count, pairs, faces) => {
          const deal = () => dealSpeechField(createRng(seed), cardsOf(count), pairs, faces);
          if (count < pairs) {
            expect(deal).toThrow(NotEnoughCardsError);
            return;
          }
          const { cards, field } = deal();
          expect(cards).toHaveLength(pairs);
          expect(new Set(cards.map((card) => card.id)).size).toBe(pairs);
          expect(field).toHaveLength(pairs * 2);
          for (let pair = 0; pair < pairs; pair++) {
            const laid = field.filter((cell) => cell.pair === pair);
            expect(laid.map((cell) => cell.face).sort()).toEqual(
              faces === 'words' ? ['picture', 'word'] : ['picture', 'picture'],
            );
          }
        },
      ),
    );
  });

  it('deals from more cards than the field needs a different choice for different seeds', () => {
    const chosen = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        speechCardsRules
          .generate(seed, { locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'pictures', cards: cardsOf(10) })
          .map((task) => task.card.id)
          .sort()
          .join(),
      ),
    );
    expect(chosen.size).toBeGreaterThan(5);
  });

  it('refuses a match found faster than its cards could be turned, misses included', () => {
    const played: SpeechCardsSettings = { locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'pictures', cards: cardsOf(3) };
    const tasks = speechCardsRules.generate(5, played);
    const answers = (ms: number, misses: number) =>
      tasks.map((task, index) => ({ index, answer: { ...right(task), misses }, ms }));
    const fair = validateRound(speechCardsRules, {
      seed: 5,
      settings: played,
      answers: answers(2000, 2),
      elapsedMs: 7000,
    });
    const hasty = validateRound(speechCardsRules, {
      seed: 5,
      settings: played,
      answers: answers(900, 2),
      elapsedMs: 3000,
    });
    expect(fair).toMatchObject({ status: 'ok', outcome: { correct: 3, won: true } });
    expect(hasty).toMatchObject({ status: 'rejected', reason: 'too_fast' });
  });

  it('scores fewer misses higher for the same time', () => {
    const facts = (misses: number) => ({ playedMs: 30_000, misses, rightAnswerMs: [], points: 0 });
    const played: SpeechCardsSettings = { locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'pictures', cards: cardsOf(3) };
    expect(speechCardsRules.outcome(3, 3, 30_000, played, facts(0)).score).toBeGreaterThan(
      speechCardsRules.outcome(3, 3, 30_000, played, facts(6)).score,
    );
  });
});
