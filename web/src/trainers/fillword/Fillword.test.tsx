import { act, fireEvent, screen, within } from '@testing-library/react';
import { trainerWordsApi } from '@umka/contracts';
import { type FillwordSettings, fillwordRules, type GridCell } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { fillwordUi } from './fillwordUi.ts';

const SEED = 9;
const SETTINGS: FillwordSettings = {
  locale: 'ru-RU',
  level: 1,
  words: ['ЛИСА', 'КОШКА', 'ДОМ', 'РЫБА', 'ГРУША', 'ЛУНА'],
};
const tasks = fillwordRules.generate(SEED, SETTINGS);
const grid = tasks[0]?.grid ?? [];
const trainer = testTrainer({
  id: 22,
  component: 'fillword',
  title: { 'ru-RU': 'Филворд', 'en-US': 'Fillword', 'uk-UA': 'Філворд' },
  icon: 'fillword',
});

const cellOf = ([row, col]: GridCell) =>
  within(screen.getByTestId('letter-grid')).getByRole('button', {
    name: `${grid[row]?.[col]}, ряд ${row + 1}, столбец ${col + 1}`,
  });
const tap = (cell: GridCell) => {
  // The last word's tap ends the round, and the grid with it.
  const button = cellOf(cell);
  fireEvent.pointerDown(button);
  fireEvent.pointerUp(button);
};
/** Taps through a path and taps its last letter once more to end it. */
const snake = (cells: readonly GridCell[]) => {
  for (const cell of cells) tap(cell);
  tap(cells.at(-1) as GridCell);
};
const message = () => screen.getByTestId('word-message');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the fillword', () => {
  it('is solved to the end by tapping each word’s letters in turn, the found letters locked and coloured', async () => {
    const server = mockServer();
    server.on(trainerWordsApi.dictionary, { locale: 'ru-RU', words: SETTINGS.words });
    await startRound({ ui: fillwordUi, trainer, settings: SETTINGS, seed: SEED, server });

    // The words are blanks as long as each until found.
    expect(screen.getAllByRole('listitem', { name: 'Слово из 5 букв' })).toHaveLength(2);
    const [first, ...rest] = tasks;
    if (!first) throw new Error('no task');
    await advanceTimers(2000);
    snake([...first.cells].reverse());
    expect(message()).toHaveTextContent('Здесь нет слова');
    snake(first.cells);
    expect(message()).toHaveTextContent(`Есть! ${first.word}`);
    expect(cellOf(first.cells[0] as GridCell)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('listitem', { name: `${first.word} — найдено` })).toBeInTheDocument();
    for (const task of rest) {
      await advanceTimers(2500);
      snake(task.cells);
    }
    await advanceTimers(0);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown }[] };
    expect(posted.answers).toHaveLength(6);
    expect(posted.answers[0]).toEqual({ index: 0, answer: { cells: first.cells, misses: 1 }, ms: 2000 });
  });

  it('is played from the keyboard: Enter starts on a letter, arrows snake on, Enter ends', async () => {
    await startRound({ ui: fillwordUi, trainer, settings: SETTINGS, seed: SEED });
    const task = tasks[0];
    if (!task) throw new Error('no task');

    act(() => cellOf(task.cells[0] as GridCell).focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    for (let i = 1; i < task.cells.length; i++) {
      const [was, now] = [task.cells[i - 1] as GridCell, task.cells[i] as GridCell];
      const key =
        now[0] > was[0] ? 'ArrowDown' : now[0] < was[0] ? 'ArrowUp' : now[1] > was[1] ? 'ArrowRight' : 'ArrowLeft';
      fireEvent.keyDown(document.activeElement as Element, { key });
    }
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });

    expect(message()).toHaveTextContent(`Есть! ${task.word}`);
    // Found letters are locked: a selection starts on the free one above the word's end.
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(document.querySelectorAll('[data-selected]')).toHaveLength(0);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(document.querySelectorAll('[data-selected]')).toHaveLength(1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    // Escape dropped the selection and did not ask to leave the round.
    expect(document.querySelectorAll('[data-selected]')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
