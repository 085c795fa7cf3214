import { act, fireEvent, screen } from '@testing-library/react';
import type { Trainer } from '@umka/contracts';
import { abacusRules, beadsFor, type Rod } from '@umka/games';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS, FEEDBACK_RIGHT_MS } from '../shell/useRound.ts';
import { abacusUi } from './abacusUi.ts';
import { Soroban } from './Soroban.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});

const SEED = 77;
const trainer: Trainer = {
  id: 2,
  component: 'abacus',
  subjects: [1],
  title: { 'ru-RU': 'Абакус', 'en-US': 'Abacus', 'uk-UA': 'Абакус' },
  icon: 'abacus',
  type_id: 1,
  default_settings: null,
  likes_rule: { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 },
};

function EditableSoroban() {
  const [rods, setRods] = useState<Rod[]>(beadsFor(0, 1));
  return <Soroban rods={rods} onChange={setRods} />;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function playOne(settings: object) {
  localStorage.setItem('umka.trainers.settings.2', JSON.stringify(settings));
  client.post.mockImplementation((path: string) =>
    Promise.resolve(
      path === '/trainers/2/sessions'
        ? { session_id: 5, trainer_id: 2, subject_id: 1, seed: SEED, settings, expires_at: '2026-11-21T10:00:00Z' }
        : {
            session_id: 5,
            score: 1,
            correct: 1,
            total: 1,
            won: true,
            likes_earned: 0,
            validate_status: 'ok',
            validate_message: null,
          },
    ),
  );
  renderWithProviders(<GameShell ui={abacusUi} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
  await advance(0);
  await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
}

beforeEach(() => {
  client.post.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('abacus', () => {
  it('counts the heaven bead as 5 and each earth bead as 1 when they are moved to the beam', () => {
    renderWithProviders(<EditableSoroban />);
    fireEvent.click(screen.getByRole('button', { name: 'Верхняя косточка, спица 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Нижняя косточка 3, спица 1' }));
    expect(screen.getByTestId('rod-0')).toHaveAttribute('data-value', '8');
    fireEvent.click(screen.getByRole('button', { name: 'Нижняя косточка 2, спица 1' }));
    expect(screen.getByTestId('rod-0')).toHaveAttribute('data-value', '6');
  });

  it('shows the number on the soroban for the display time, then takes it typed', async () => {
    vi.useFakeTimers();
    const settings = { rods: 2, displayMs: 1500, count: 1, mode: 'read' };
    const [task] = abacusRules.generate(SEED, abacusRules.settings.parse(settings));
    await playOne(settings);
    expect(screen.getByTestId('soroban')).toBeInTheDocument();
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('…');
    await advance(1500);
    expect(screen.queryByTestId('soroban')).not.toBeInTheDocument();
    for (const key of String(task?.value)) fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('lets the player set the shown number with the beads and posts the rods', async () => {
    vi.useFakeTimers();
    const settings = { rods: 1, displayMs: 1000, count: 1, mode: 'set' };
    const [task] = abacusRules.generate(SEED, abacusRules.settings.parse(settings));
    const value = task?.value ?? 0;
    await playOne(settings);
    expect(screen.getByTestId('abacus-target')).toHaveTextContent(String(value));
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    if (value >= 5) fireEvent.click(screen.getByRole('button', { name: 'Верхняя косточка, спица 1' }));
    if (value % 5 > 0) fireEvent.click(screen.getByRole('button', { name: `Нижняя косточка ${value % 5}, спица 1` }));
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advance(FEEDBACK_RIGHT_MS);
    expect(client.post).toHaveBeenLastCalledWith(
      '/trainers/sessions/5/result',
      { answers: [{ index: 0, answer: beadsFor(value, 1), ms: 500 }], elapsed_ms: 500 + FEEDBACK_RIGHT_MS },
      expect.anything(),
    );
  });
});
