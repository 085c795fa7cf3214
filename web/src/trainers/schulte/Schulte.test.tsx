import { fireEvent, screen, within } from '@testing-library/react';
import { type SchulteTask, schulteRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { schulteUi } from './schulteUi.ts';

const SEED = 77;
const trainer = testTrainer({
  id: 12,
  component: 'schulte',
  title: { 'ru-RU': 'Таблица Шульте', 'en-US': 'Schulte table', 'uk-UA': 'Таблиця Шульте' },
  icon: 'schulte',
});

function tasksOf(settings: object): SchulteTask[] {
  return schulteRules.generate(SEED, schulteRules.settings.parse(settings));
}

const table = () => screen.getByRole('table');
const cellButton = (name: string) => within(table()).getByRole('button', { name });
const target = () => screen.getByTestId('schulte-target');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Schulte table', () => {
  it('is played to the end with clicks, counting a wrong click, and posts each found cell with its misses', async () => {
    const settings = { size: 3, variant: 'classic', symbols: 'numbers' };
    const tasks = tasksOf(settings);
    const server = await startRound({ ui: schulteUi, trainer, settings, seed: SEED });

    expect(within(table()).getAllByRole('button')).toHaveLength(9);
    expect(target()).toHaveTextContent('1');
    await advanceTimers(900);
    fireEvent.click(cellButton('2'));
    expect(screen.getByText('1 промах')).toBeInTheDocument();
    fireEvent.click(cellButton('1'));
    // The next target follows at once, and the found cell stays in place, dimmed.
    expect(target()).toHaveTextContent('2');
    expect(cellButton('1')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('1 промах')).not.toBeInTheDocument();

    for (let n = 2; n <= 9; n++) {
      await advanceTimers(500);
      fireEvent.click(cellButton(String(n)));
    }
    await advanceTimers(0);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown }[] };
    expect(posted.answers).toHaveLength(9);
    expect(posted.answers[0]).toEqual({
      index: 0,
      answer: { cell: tasks[0]?.cell, misses: [tasks[0]?.cells.findIndex((cell) => cell.label === '2')] },
      ms: 900,
    });
    expect(posted.answers.map((answer) => answer.answer)).toEqual(
      tasks.map((task, i) => (i === 0 ? posted.answers[0]?.answer : { cell: task.cell, misses: [] })),
    );
    expect(screen.getByTestId('schulte-result')).toHaveTextContent('Время: 4,9 с');
    expect(screen.getByTestId('schulte-result')).toHaveTextContent('1 промах');
  });

  it('is played with the arrow keys and Enter, one tab stop for the whole table', async () => {
    const settings = { size: 3, variant: 'classic', symbols: 'numbers' };
    const [first] = tasksOf(settings);
    if (!first) throw new Error('no task');
    await startRound({ ui: schulteUi, trainer, settings, seed: SEED });

    const buttons = within(table()).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    const row = Math.floor(first.cell / 3);
    const column = first.cell % 3;
    for (let i = 0; i < row; i++) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    for (let i = 0; i < column; i++) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('1');
    await advanceTimers(600);
    fireEvent.click(document.activeElement as Element);
    expect(target()).toHaveTextContent('2');
  });

  it('names the colours of the red-black table, seeking black up and red down', async () => {
    const settings = { size: 3, variant: 'redBlack', symbols: 'numbers' };
    await startRound({ ui: schulteUi, trainer, settings, seed: SEED });
    expect(target()).toHaveAccessibleName('чёрная 1');
    await advanceTimers(600);
    fireEvent.click(cellButton('чёрная 1'));
    expect(target()).toHaveAccessibleName('красная 4');
  });

  it('deals the shuffling table anew after each find', async () => {
    const settings = { size: 4, variant: 'shuffle', symbols: 'numbers' };
    const tasks = tasksOf(settings);
    await startRound({ ui: schulteUi, trainer, settings, seed: SEED });
    const labels = () =>
      within(table())
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(labels()).toEqual(tasks[0]?.cells.map((cell) => cell.label));
    await advanceTimers(600);
    fireEvent.click(cellButton('1'));
    expect(labels()).toEqual(tasks[1]?.cells.map((cell) => cell.label));
  });

  it('shows letters of the chosen alphabet', async () => {
    await startRound({
      ui: schulteUi,
      trainer,
      settings: { size: 3, variant: 'classic', symbols: 'lettersUk' },
      seed: SEED,
      locale: 'uk-UA',
    });
    expect(target()).toHaveTextContent('А');
    expect(within(table()).getByRole('button', { name: 'Ж' })).toBeInTheDocument();
  });

  it('says under the size that letters fill a table up to 5 × 5, and keeps Start off until it is mended', async () => {
    renderWithProviders(<GameShell ui={schulteUi} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Английские буквы' }));
    const size = screen.getByRole('textbox', { name: 'Размер таблицы (клеток в ряду)' });
    fireEvent.change(size, { target: { value: '6' } });
    expect(screen.getByText('Букв хватает на таблицу до 5 × 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeDisabled();
    fireEvent.change(size, { target: { value: '5' } });
    expect(screen.queryByText('Букв хватает на таблицу до 5 × 5')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeEnabled();
  });
});
