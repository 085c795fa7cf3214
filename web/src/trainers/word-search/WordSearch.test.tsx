import { fireEvent, screen, within } from '@testing-library/react';
import { trainerWordsApi } from '@umka/contracts';
import { type GridCell, lettersOf, type WordSearchSettings, wordSearchRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { wordSearchUi } from './wordSearchUi.ts';

const SEED = 5;
const SETTINGS: WordSearchSettings = {
  locale: 'en-US',
  level: 1,
  words: ['CAT', 'FROG', 'LAMP', 'BEAR', 'KITE', 'MILK'],
};
const tasks = wordSearchRules.generate(SEED, SETTINGS);
const grid = tasks[0]?.grid ?? [];
const trainer = testTrainer({
  id: 21,
  component: 'wordSearch',
  title: { 'ru-RU': 'Найди слова', 'en-US': 'Word search', 'uk-UA': 'Знайди слова' },
  icon: 'word-search',
});

const cellOf = ([row, col]: GridCell) =>
  within(screen.getByTestId('letter-grid')).getByRole('button', {
    name: `${grid[row]?.[col]}, row ${row + 1}, column ${col + 1}`,
  });
const tap = (cell: GridCell) => {
  // The last word's tap ends the round, and the grid with it.
  const button = cellOf(cell);
  fireEvent.pointerDown(button);
  fireEvent.pointerUp(button);
};
const message = () => screen.getByTestId('word-message');

/** A line of three letters across the top row that no game word covers, and what it spells. */
function strayLine(): { from: GridCell; to: GridCell; letters: string } {
  for (let col = 0; col + 2 < grid.length; col++) {
    const cells: GridCell[] = [
      [0, col],
      [0, col + 1],
      [0, col + 2],
    ];
    const letters = lettersOf(grid, cells) ?? '';
    const reversed = [...letters].reverse().join('');
    if (!SETTINGS.words.some((word) => word.includes(letters) || word.includes(reversed))) {
      return { from: cells[0] as GridCell, to: cells[2] as GridCell, letters };
    }
  }
  throw new Error('every top-row line is part of a word');
}

async function play(dictionary: string[]) {
  const server = mockServer();
  server.on(trainerWordsApi.dictionary, { locale: 'en-US', words: dictionary });
  await startRound({ ui: wordSearchUi, trainer, settings: SETTINGS, seed: SEED, locale: 'en-US', server });
  return server;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the word search', () => {
  it('is played to the end by tapping each word’s first and last letters, in any order, misses riding along', async () => {
    const server = await play([]);
    const stray = strayLine();

    await advanceTimers(1000);
    tap(stray.from);
    tap(stray.to);
    expect(message()).toHaveTextContent('No word here');
    const order = [...tasks.keys()].reverse();
    for (const index of order) {
      const task = tasks[index];
      if (!task) continue;
      await advanceTimers(3000);
      // The last letter first: a word is found whichever way it is selected.
      tap(task.cells.at(-1) as GridCell);
      tap(task.cells[0] as GridCell);
      if (index !== order.at(-1)) expect(message()).toHaveTextContent(`Yes! ${task.word}`);
    }
    await advanceTimers(0);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown; ms: number }[] };
    expect(posted.answers.map((answer) => answer.index)).toEqual(order);
    expect(posted.answers[0]).toEqual({
      index: 5,
      answer: { from: tasks[5]?.cells[0], to: tasks[5]?.cells.at(-1), misses: 1 },
      ms: 4000,
    });
    expect(posted.answers.slice(1).every((answer) => (answer.answer as { misses: number }).misses === 0)).toBe(true);
    expect(screen.getByTestId('word-game-result')).toHaveTextContent('Time: 0:19');
    expect(screen.getByTestId('word-game-result')).toHaveTextContent('1 miss');
  });

  it('says a real word the game did not hide apart from letters that spell nothing, and does not count it', async () => {
    const stray = strayLine();
    const server = await play([stray.letters]);
    await advanceTimers(0);

    tap(stray.from);
    tap(stray.to);
    expect(message()).toHaveTextContent('That is a word, but it is not in this game');
    const task = tasks[0];
    if (!task) throw new Error('no task');
    await advanceTimers(2000);
    tap(task.cells[0] as GridCell);
    tap(task.cells.at(-1) as GridCell);
    tap(task.cells[0] as GridCell);
    tap(task.cells.at(-1) as GridCell);
    expect(message()).toHaveTextContent('You have already found this word');
    expect(screen.getByRole('listitem', { name: `${task.word}: found` })).toBeInTheDocument();
    expect(sentResults(server)).toHaveLength(0);
  });

  it('is played from the keyboard: Enter on the first letter, arrows to the last, Enter again', async () => {
    await play([]);
    const task = tasks.find((candidate) => candidate.cells[0]?.[0] === candidate.cells[1]?.[0]) ?? tasks[0];
    if (!task) throw new Error('no task');
    const [first, last] = [task.cells[0] as GridCell, task.cells.at(-1) as GridCell];
    const buttons = within(screen.getByTestId('letter-grid')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    cellOf([0, 0]).focus();
    for (let row = 0; row < first[0]; row++) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    for (let col = 0; col < first[1]; col++)
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    const steps = Math.max(Math.abs(last[0] - first[0]), Math.abs(last[1] - first[1]));
    const key = last[0] > first[0] ? 'ArrowDown' : 'ArrowRight';
    for (let step = 0; step < steps; step++) fireEvent.keyDown(document.activeElement as Element, { key });
    expect(cellOf(last)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });

    expect(message()).toHaveTextContent(`Yes! ${task.word}`);
    expect(screen.getByText('1 / 6')).toBeInTheDocument();
  });
});
