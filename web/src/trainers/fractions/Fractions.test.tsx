import { fireEvent, screen } from '@testing-library/react';
import { fractionsRules, solveFraction } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRound, testTrainer } from '../testing/round.tsx';
import { fractionsUi } from './fractionsUi.ts';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});

const SEED = 31;
const trainer = testTrainer({
  id: 3,
  component: 'fractions',
  title: { 'ru-RU': 'Дроби', 'en-US': 'Fractions', 'uk-UA': 'Дроби' },
  icon: 'fractions',
});

async function playOne(settings: object) {
  await startRound({ ui: fractionsUi, trainer, settings, seed: SEED, post: client.post });
  const [task] = fractionsRules.generate(SEED, fractionsRules.settings.parse(settings));
  if (!task) throw new Error('a task expected');
  return task;
}

beforeEach(() => {
  vi.useFakeTimers();
  client.post.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fractions', () => {
  it('compares two fractions with the relation buttons', async () => {
    const task = await playOne({ operation: 'compare', level: 1, count: 1 });
    fireEvent.click(screen.getByRole('button', { name: String(solveFraction(task)) }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('takes a sum typed as numerator and denominator', async () => {
    const task = await playOne({ operation: 'add', level: 2, count: 1 });
    const answer = solveFraction(task);
    if (typeof answer === 'string') throw new Error('a fraction expected');
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), {
      target: { value: String(answer.numerator) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Знаменатель' }), {
      target: { value: String(answer.denominator) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('does not accept a right value left unreduced', async () => {
    const task = await playOne({ operation: 'add', level: 2, count: 1 });
    const answer = solveFraction(task);
    if (typeof answer === 'string') throw new Error('a fraction expected');
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), {
      target: { value: String(answer.numerator * 2) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Знаменатель' }), {
      target: { value: String(answer.denominator * 2) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
  });
});
