import { fireEvent, screen, within } from '@testing-library/react';
import { solveUnitTask, type UnitTask, unitConverterRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import { advanceTimers, sessionStarts, startRound, testTrainer } from '../testing/round.tsx';
import { UnitConverterView } from './UnitConverterView.tsx';
import { unitConverterUi } from './unitConverterUi.ts';

const SEED = 77;
const trainer = testTrainer({
  id: 5,
  component: 'unitConverter',
  title: { 'ru-RU': 'Единицы измерения', 'en-US': 'Units', 'uk-UA': 'Одиниці виміру' },
  icon: 'units',
});

const LABELS: Record<string, string> = { mm: 'mm', cm: 'cm', dm: 'dm', m: 'm', km: 'km', mg: 'mg', g: 'g' };
const label = (unit: string) => LABELS[unit] ?? unit;

async function playOne(kind: 'convert' | 'chooseUnit'): Promise<UnitTask> {
  const settings = { quantities: ['length', 'mass'], kind, count: 1 };
  await startRound({ ui: unitConverterUi, trainer, settings, seed: SEED, locale: 'en-US' });
  const [task] = unitConverterRules.generate(SEED, unitConverterRules.settings.parse(settings));
  if (!task) throw new Error('a task expected');
  return task;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('unit converter', () => {
  it('asks for a conversion with the target unit written beside the gap and takes a typed answer', async () => {
    const task = await playOne('convert');
    expect(screen.getByTestId('unit-task')).toHaveTextContent(
      `${task.value} ${label(task.from)} = ? ${label(task.to)}`,
    );
    expect(screen.getByTestId('keypad')).toBeInTheDocument();
    await advanceTimers(3000);
    for (const key of String(solveUnitTask(task))) fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
  });

  it('lets the player pick the quantities, so volume and time can be practised too', () => {
    localStorage.setItem(`umka.trainers.settings.${trainer.id}`, JSON.stringify(unitConverterRules.defaults));
    const server = mockServer({ [`POST /api/trainers/${trainer.id}/sessions`]: () => new Promise(() => {}) });
    renderWithProviders(
      <GameShell ui={unitConverterUi} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />,
      {
        locale: 'en-US',
      },
    );
    const group = screen.getByRole('group', { name: 'Quantities' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Time' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Length' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Mass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(sessionStarts(server).map((call) => call.path)).toEqual([`/api/trainers/${trainer.id}/sessions`]);
    expect(sessionStarts(server)[0]?.body).toEqual(
      expect.objectContaining({ settings: expect.objectContaining({ quantities: ['time'] }) }),
    );
  });

  it('writes "1 day" but "3 days" beside the number in English', () => {
    const task = (value: number): UnitTask => ({ kind: 'convert', quantity: 'time', value, from: 'day', to: 'h' });
    const view = (value: number) => (
      <UnitConverterView
        task={task(value)}
        settings={unitConverterRules.defaults}
        onShown={vi.fn()}
        answered={false}
        onAnswer={vi.fn()}
        allTasks={[task(value)]}
        answeredTasks={new Set()}
      />
    );
    const { unmount } = renderWithProviders(view(1), { locale: 'en-US' });
    expect(screen.getByTestId('unit-task')).toHaveTextContent('1 day = ? h');
    unmount();
    renderWithProviders(view(3), { locale: 'en-US' });
    expect(screen.getByTestId('unit-task')).toHaveTextContent('3 days = ? h');
  });

  it('offers the units as big buttons and judges the one chosen', async () => {
    const task = await playOne('chooseUnit');
    if (task.kind !== 'chooseUnit') throw new Error('a choose-the-unit task expected');
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    expect(screen.getByTestId('unit-task')).toHaveTextContent(`${task.value} ${label(task.from)} = ${task.result} ?`);
    const wrong = task.options.find((unit) => unit !== task.to);
    if (!wrong) throw new Error('a wrong option expected');
    expect(screen.getByRole('button', { name: label(task.options[0] ?? '') })).toHaveFocus();
    await advanceTimers(1000);
    fireEvent.click(screen.getByRole('button', { name: label(wrong) }));
    expect(screen.getByRole('status')).toHaveTextContent('Not quite');
    expect(screen.getByRole('button', { name: label(task.to) })).toBeDisabled();
  });
});
