import { act, fireEvent, screen } from '@testing-library/react';
import type { Locale, Trainer, TrainerResult, TrainerSession } from '@umka/contracts';
import { vi } from 'vitest';
import enUS from '../../locales/en-US.json';
import ruRU from '../../locales/ru-RU.json';
import ukUA from '../../locales/uk-UA.json';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import type { AnyTrainerUi } from '../shell/types.ts';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS } from '../shell/useRound.ts';

const START_LABEL: Record<Locale, string> = {
  'ru-RU': ruRU.trainers.shell.start,
  'en-US': enUS.trainers.shell.start,
  'uk-UA': ukUA.trainers.shell.start,
};

/** A catalogue row for a game test; only what tells the games apart is given. */
export function testTrainer(identity: Pick<Trainer, 'id' | 'component' | 'title' | 'icon'>): Trainer {
  return {
    ...identity,
    subjects: [1],
    type_id: 1,
    default_settings: null,
    likes_rule: { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 },
  };
}

export async function advanceTimers(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Renders the shell with the trainer's settings remembered, answers the session and result posts
 * on the mocked client, presses start and waits out the countdown: the first task is on screen.
 * Needs fake timers.
 */
export async function startRound(options: {
  ui: AnyTrainerUi;
  trainer: Trainer;
  settings: object;
  seed: number;
  post: ReturnType<typeof vi.fn>;
  locale?: Locale;
}): Promise<void> {
  const { ui, trainer, settings, seed, post, locale = 'ru-RU' } = options;
  localStorage.setItem(`umka.trainers.settings.${trainer.id}`, JSON.stringify(settings));
  const session: TrainerSession = {
    session_id: 1,
    trainer_id: trainer.id,
    subject_id: 1,
    seed,
    settings,
    expires_at: '2026-11-21T10:00:00Z',
  };
  const result: TrainerResult = {
    session_id: 1,
    score: 1,
    correct: 1,
    total: 1,
    won: true,
    likes_earned: 0,
    validate_status: 'ok',
    validate_message: null,
  };
  post.mockImplementation((path: string) =>
    Promise.resolve(path === `/trainers/${trainer.id}/sessions` ? session : result),
  );
  renderWithProviders(<GameShell ui={ui} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />, {
    locale,
  });
  fireEvent.click(screen.getByRole('button', { name: START_LABEL[locale] }));
  await advanceTimers(0);
  await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
}
