import { fireEvent, screen, within } from '@testing-library/react';
import { readingWords } from '@umka/contracts';
import { bareWord, type SpeedReadingSettings, speedReadingRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { speedReadingUi } from './speedReadingUi.ts';

const SEED = 3;
const TEXT =
  'Bees live together in a hive. Each hive has one queen, many workers and a few drones.\n\nWorkers collect nectar ' +
  'from flowers and turn it into honey. In winter the bees keep warm together around the queen.';
const SETTINGS: SpeedReadingSettings = {
  locale: 'en-US',
  level: 2,
  mode: 'rsvp',
  wpm: 120,
  text: {
    id: 4,
    title: 'Bees',
    text: TEXT,
    questions: [
      { question: 'What do workers make?', options: ['Milk', 'Honey', 'Wax candles', 'Bread'], answer: 1 },
      { question: 'Who is in the middle in winter?', options: ['The queen', 'A drone', 'A bear', 'Nobody'], answer: 0 },
    ],
  },
};
const WORDS = readingWords(TEXT);
const STEP_MS = 60_000 / SETTINGS.wpm;
const trainer = testTrainer({
  id: 31,
  component: 'speedReading',
  title: { 'ru-RU': 'Скорочтение', 'en-US': 'Speed reading', 'uk-UA': 'Швидкочитання' },
  icon: 'speed-reading',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('speed reading', () => {
  it('flashes the text word by word at the chosen pace, then asks its questions, answered by number keys', async () => {
    const server = await startRound({ ui: speedReadingUi, trainer, settings: SETTINGS, seed: SEED, locale: 'en-US' });

    expect(screen.getByRole('heading', { name: 'Bees' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready — start" }));
    expect(screen.getByTestId('rsvp-word')).toHaveTextContent(WORDS[0] ?? '');
    await advanceTimers(STEP_MS * 5);
    expect(screen.getByTestId('rsvp-word')).toHaveTextContent(WORDS[5] ?? '');
    expect(screen.queryByTestId('reading-question')).not.toBeInTheDocument();
    await advanceTimers(STEP_MS * WORDS.length);

    expect(screen.getByText('What do workers make?')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '2' });
    await advanceTimers(1000);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Answer choices' })).getByRole('button', { name: /A drone/ }),
    );
    await advanceTimers(2000);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown; ms: number }[] };
    expect(posted.answers.map((answer) => answer.answer)).toEqual([
      { pick: 1, misses: 0 },
      { pick: 1, misses: 0 },
    ]);
    // The first answer's time holds the reading: what the server's reading floor counts.
    expect(posted.answers[0]?.ms).toBeGreaterThanOrEqual(STEP_MS * WORDS.length);
  });

  it('asks for words of the text shown whole in "find the word", a wrong word counted as a miss', async () => {
    const settings = { ...SETTINGS, mode: 'findWord' as const };
    const tasks = speedReadingRules.generate(SEED, settings);
    const server = await startRound({ ui: speedReadingUi, trainer, settings, seed: SEED, locale: 'en-US' });
    const text = () => screen.getByTestId('find-word');

    for (const [index, task] of tasks.entries()) {
      if (task.kind !== 'find') throw new Error('a word to find expected');
      expect(screen.getByTestId('find-target')).toHaveTextContent(task.target);
      await advanceTimers(800);
      if (index === 0) {
        const wrong = WORDS.find((word) => bareWord(word) !== task.target) ?? '';
        fireEvent.click(within(text()).getAllByRole('button', { name: wrong })[0] as HTMLElement);
        expect(screen.getByText('1 miss')).toBeInTheDocument();
      }
      const right = WORDS[task.places[0] ?? 0] ?? '';
      fireEvent.click(within(text()).getAllByRole('button', { name: right })[0] as HTMLElement);
      await advanceTimers(1000);
    }

    const posted = sentResults(server).at(-1)?.body as { answers: { answer: { misses: number } }[] };
    expect(posted.answers).toHaveLength(tasks.length);
    expect(posted.answers[0]?.answer.misses).toBe(1);
  });
});
