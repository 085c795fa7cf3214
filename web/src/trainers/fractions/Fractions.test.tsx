import { act, fireEvent, screen } from '@testing-library/react';
import type { Trainer } from '@umka/contracts';
import { fractionsRules, solveFraction } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS } from '../shell/useRound.ts';
import { fractionsUi } from './fractionsUi.ts';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});

const SEED = 31;
const trainer: Trainer = {
  id: 3,
  component: 'fractions',
  subjects: [1],
  title: { 'ru-RU': 'Дроби', 'en-US': 'Fractions', 'uk-UA': 'Дроби' },
  icon: 'fractions',
  type_id: 1,
  default_settings: null,
  likes_rule: { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 },
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function playOne(settings: object) {
  localStorage.setItem('umka.trainers.settings.3', JSON.stringify(settings));
  client.post.mockResolvedValue({
    session_id: 8,
    trainer_id: 3,
    subject_id: 1,
    seed: SEED,
    settings,
    expires_at: '2026-11-21T10:00:00Z',
  });
  renderWithProviders(<GameShell ui={fractionsUi} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
  await advance(0);
  await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
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
