import { fireEvent, screen } from '@testing-library/react';
import type { StudentMentalTest, TrainerResult, TrainerSession } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS } from '../../../trainers/shell/useRound.ts';
import { advanceTimers, ROUND_RESULT } from '../../../trainers/testing/round.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { MentalTestPage } from './MentalTestPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 3, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const TRAINER_ID = 12;
const test: StudentMentalTest = {
  id: 5,
  title: { 'ru-RU': 'Таблица умножения', 'en-US': 'Times tables', 'uk-UA': 'Таблиця множення' },
  time_limit_sec: 90,
  task_count: 1,
  trainer_id: TRAINER_ID,
  attempts: 2,
  best: { correct: 7, total: 8, duration_ms: 61_000, created_at: '2026-11-20T10:00:00Z' },
};
const trainer = buildTrainer({ id: TRAINER_ID, component: 'mentalTest', icon: 'speed-test' });
const session: TrainerSession = {
  session_id: 40,
  trainer_id: TRAINER_ID,
  subject_id: 3,
  seed: 1,
  settings: { testId: 5, tasks: ['6 x 7'], timeLimitSec: 90 },
  expires_at: '2026-11-21T10:00:00Z',
};
const result: TrainerResult = { ...ROUND_RESULT, session_id: 40 };

let server: ReturnType<typeof mockServer>;

const callsTo = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path);

// Anything else (the test 404) answers 404 NOT_FOUND.
beforeEach(() => {
  server = mockServer({
    'GET /api/mental-tests/5': ok(test),
    [`GET /api/trainers/${TRAINER_ID}`]: ok(trainer),
    'GET /api/students/3/trainers': ok([]),
    [`POST /api/trainers/${TRAINER_ID}/sessions`]: ok(session),
    'POST /api/trainers/sessions/40/result': ok(result),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const open = (id: number | string, locale: 'ru-RU' | 'en-US' = 'en-US') =>
  renderWithProviders(<MentalTestPage />, {
    route: `/student/mental-test/${id}`,
    path: '/student/mental-test/:testId',
    locale,
  });

describe('MentalTestPage', () => {
  it('says an unknown test is not there and leads back to the trainers', async () => {
    open(404);
    expect(await screen.findByRole('heading', { name: 'There is no such test' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'To trainers' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/trainers');
  });

  it("introduces the test with its task count, time limit and the student's best result", async () => {
    open(5, 'ru-RU');
    expect(await screen.findByRole('heading', { name: 'Таблица умножения' })).toBeInTheDocument();
    expect(await screen.findByText('1 пример')).toBeInTheDocument();
    expect(screen.getByText('Время: 1:30')).toBeInTheDocument();
    expect(screen.getByText('Лучший результат: 7 из 8')).toBeInTheDocument();
    expect(callsTo('GET', '/api/mental-tests/5').map((call) => Object.fromEntries(call.query))).toContainEqual({
      subject_id: '3',
    });
  });

  it('starts the round with exactly the test id and plays the stored task with the keyboard', async () => {
    open(5);
    const start = await screen.findByRole('button', { name: 'Start' });
    // Loaded with real timers; the round's countdown and feedback then run on fake ones.
    vi.useFakeTimers();
    fireEvent.click(start);
    await advanceTimers(0);
    expect(callsTo('POST', `/api/trainers/${TRAINER_ID}/sessions`).map((call) => call.body)).toEqual([
      { subject_id: 3, settings: { test_id: 5 } },
    ]);
    await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    expect(screen.getByTestId('mental-test-task')).toHaveTextContent('6 × 7 = ?');
    await advanceTimers(2000);
    for (const key of '42') fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
    await advanceTimers(2000);
    expect(callsTo('POST', '/api/trainers/sessions/40/result').map((call) => call.body)).toContainEqual(
      expect.objectContaining({ answers: [expect.objectContaining({ index: 0, answer: 42 })] }),
    );
  });
});
