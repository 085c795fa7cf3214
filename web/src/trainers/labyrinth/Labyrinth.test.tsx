import { fireEvent, screen } from '@testing-library/react';
import { type LabyrinthSettings, labyrinthRules, MOVES, solveLabyrinth, step } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { labyrinthUi } from './labyrinthUi.ts';

const SEED = 8;
const trainer = testTrainer({
  id: 51,
  component: 'labyrinth',
  title: { 'ru-RU': 'Лабиринт', 'en-US': 'Labyrinth', 'uk-UA': 'Лабіринт' },
  icon: 'labyrinth',
});
const KEY = { U: 'ArrowUp', R: 'ArrowRight', D: 'ArrowDown', L: 'ArrowLeft' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the labyrinth', () => {
  it('is walked out with the arrow keys, a wall said, a gate opened by its example after a wrong answer', async () => {
    const settings: LabyrinthSettings = { level: 2, mode: 'gates', mazes: 1 };
    const [task] = labyrinthRules.generate(SEED, settings);
    if (!task) throw new Error('no maze');
    const server = await startRound({ ui: labyrinthUi, trainer, settings, seed: SEED, locale: 'en-US' });

    const wall = MOVES.find((move) => step(task.maze, task.entry, move) === null) ?? 'U';
    fireEvent.keyDown(window, { key: KEY[wall] });
    expect(screen.getByTestId('labyrinth-message')).toHaveTextContent('A wall is there');
    const gates = [...task.gates];
    for (const move of solveLabyrinth(task)) {
      await advanceTimers(300);
      fireEvent.keyDown(window, { key: KEY[move] });
      if (screen.queryByTestId('labyrinth-gate')) {
        const gate = gates.shift();
        if (!gate) throw new Error('an unexpected gate');
        const input = screen.getByLabelText(`A gate! Solve: ${gate.example} = ?`);
        fireEvent.change(input, { target: { value: String(gate.answer + 1) } });
        fireEvent.submit(input.closest('form') as HTMLFormElement);
        expect(screen.getByTestId('labyrinth-message')).toHaveTextContent('It stays shut');
        fireEvent.change(input, { target: { value: String(gate.answer) } });
        fireEvent.submit(input.closest('form') as HTMLFormElement);
      }
    }
    // The exit's feedback shows before the round ends and is sent.
    await advanceTimers(1000);

    const posted = sentResults(server).at(-1)?.body as { answers: { answer: unknown }[] };
    expect(posted.answers[0]?.answer).toEqual({
      moves: solveLabyrinth(task).join(''),
      gates: task.gates.map((gate) => gate.answer),
      misses: task.gates.length,
    });
  });

  it('is walked with the buttons under the board too', async () => {
    const settings: LabyrinthSettings = { level: 1, mode: 'plain', mazes: 1 };
    const [task] = labyrinthRules.generate(SEED, settings);
    if (!task) throw new Error('no maze');
    const server = await startRound({ ui: labyrinthUi, trainer, settings, seed: SEED, locale: 'en-US' });
    const name = { U: 'Up', R: 'Right', D: 'Down', L: 'Left' } as const;

    for (const move of solveLabyrinth(task)) {
      await advanceTimers(300);
      fireEvent.click(screen.getByRole('button', { name: name[move] }));
    }
    // The exit's feedback shows before the round ends and is sent.
    await advanceTimers(1000);

    expect(sentResults(server)).toHaveLength(1);
  });
});
