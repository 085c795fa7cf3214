import { fireEvent, screen, within } from '@testing-library/react';
import { type SpeechCardsSettings, speechCardsRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { speechCardsUi } from './speechCardsUi.ts';

const SEED = 9;
const SETTINGS: SpeechCardsSettings = {
  locale: 'en-US',
  sound: 'r',
  pairs: 3,
  faces: 'words',
  cards: [
    { id: 1, word: 'rocket', image_url: '/speech-art/rocket.svg' },
    { id: 2, word: 'rose', image_url: '/speech-art/rose.svg' },
    { id: 3, word: 'crab', image_url: '/speech-art/crab.svg' },
  ],
};
const tasks = speechCardsRules.generate(SEED, SETTINGS);
const trainer = testTrainer({
  id: 71,
  component: 'speechCards',
  title: { 'ru-RU': 'Логопедические карточки', 'en-US': 'Speech cards', 'uk-UA': 'Логопедичні картки' },
  icon: 'speechCards',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const cards = () => within(screen.getByRole('group', { name: 'Cards' })).getAllByRole('button');

describe('the speech cards', () => {
  it('turns two cards, shows a mismatch a moment before turning it back, and keeps a pair face up as its answer', async () => {
    const server = await startRound({ ui: speechCardsUi, trainer, settings: SETTINGS, seed: SEED, locale: 'en-US' });
    const [first, second] = tasks;
    if (!first || !second) throw new Error('no pairs');

    fireEvent.click(cards()[first.cells[0]] as HTMLElement);
    expect(screen.getByTestId('speech-cards-said')).toHaveTextContent(`Say it aloud: "${first.card.word}"`);
    fireEvent.click(cards()[second.cells[0]] as HTMLElement);
    expect(screen.getByTestId('speech-cards-said')).toHaveTextContent(`"${second.card.word}" is not its pair`);
    expect(cards()[second.cells[0]]).toHaveAccessibleName(`Face up: ${second.card.word}`);
    await advanceTimers(1200);
    expect(cards()[second.cells[0]]).toHaveAccessibleName(`Card ${second.cells[0] + 1}, face down`);

    for (const [index, task] of tasks.entries()) {
      fireEvent.click(cards()[task.cells[0]] as HTMLElement);
      fireEvent.click(cards()[task.cells[1]] as HTMLElement);
      await advanceTimers(600);
      if (index < tasks.length - 1)
        expect(cards()[task.cells[1]]).toHaveAccessibleName(`Pair found: ${task.card.word}`);
    }
    await advanceTimers(0);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown }[] };
    expect(posted.answers.map((answer) => answer.answer)).toEqual(
      tasks.map((task, index) => ({ cells: [task.cells[0], task.cells[1]], misses: index === 0 ? 1 : 0 })),
    );
    expect(screen.getByRole('heading', { name: 'Round over!' })).toBeInTheDocument();
  });

  it('moves between cards with the arrow keys', async () => {
    await startRound({ ui: speechCardsUi, trainer, settings: SETTINGS, seed: SEED, locale: 'en-US' });
    const field = screen.getByRole('group', { name: 'Cards' });
    (cards()[0] as HTMLElement).focus();
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(cards()[1]).toHaveFocus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(cards()[4]).toHaveFocus();
  });
});
