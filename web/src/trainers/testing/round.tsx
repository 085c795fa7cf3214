import { act, fireEvent, screen } from '@testing-library/react';
import { type Locale, type Trainer, type TrainerResult, type TrainerSession, trainersApi } from '@umka/contracts';
import { vi } from 'vitest';
import enUS from '../../locales/en-US.json';
import ruRU from '../../locales/ru-RU.json';
import ukUA from '../../locales/uk-UA.json';
import { mockServer } from '../../test/app-harness.tsx';
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

/** The session a round starts with on the fake server: the given seed and settings, session 1. */
export function roundSession(trainer: Pick<Trainer, 'id'>, seed: number, settings: object): TrainerSession {
  return {
    session_id: 1,
    trainer_id: trainer.id,
    subject_id: 1,
    seed,
    settings,
    expires_at: '2026-11-21T10:00:00Z',
  };
}

export const ROUND_RESULT: TrainerResult = {
  session_id: 1,
  score: 1,
  correct: 1,
  total: 1,
  won: true,
  likes_earned: 0,
  validate_status: 'ok',
  validate_message: null,
};

export type FakeServer = ReturnType<typeof mockServer>;

/**
 * Answers a round's calls on a fake server: its session starts (session 1, the given seed and settings), its
 * result is taken, and the result screen finds no statistics yet.
 */
export function serveRound(trainer: Pick<Trainer, 'id'>, seed: number, settings: object, server = mockServer()) {
  server.on(trainersApi.startSession, roundSession(trainer, seed, settings));
  server.on(trainersApi.submitResult, ROUND_RESULT);
  server.on(trainersApi.statsOfStudent, []);
  return server;
}

/** The results a round posted, in order. */
export const sentResults = (server: FakeServer) => server.callsTo(trainersApi.submitResult);

/** The sessions a round asked for, in order. */
export const sessionStarts = (server: FakeServer) => server.callsTo(trainersApi.startSession);

/**
 * Renders the shell with the trainer's settings remembered, answers the round on a fake server (serveRound),
 * presses start and waits out the countdown: the first task is on screen. Needs fake timers. Returns the server.
 */
export async function startRound(options: {
  ui: AnyTrainerUi;
  trainer: Trainer;
  settings: object;
  seed: number;
  locale?: Locale;
  /** A server already answering what else the game asks for (a word game's dictionary). */
  server?: FakeServer;
}): Promise<FakeServer> {
  const { ui, trainer, settings, seed, locale = 'ru-RU' } = options;
  localStorage.setItem(`umka.trainers.settings.${trainer.id}`, JSON.stringify(settings));
  const server = serveRound(trainer, seed, settings, options.server);
  renderWithProviders(<GameShell ui={ui} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />, {
    locale,
  });
  fireEvent.click(screen.getByRole('button', { name: START_LABEL[locale] }));
  await advanceTimers(0);
  await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
  return server;
}
