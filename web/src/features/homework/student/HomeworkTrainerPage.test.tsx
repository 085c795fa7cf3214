import { fireEvent, screen } from '@testing-library/react';
import type { TrainerResult, TrainerSession } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS } from '../../../trainers/shell/useRound.ts';
import {
  advanceTimers,
  type FakeServer,
  ROUND_RESULT,
  sentResults,
  sessionStarts,
} from '../../../trainers/testing/round.tsx';
import { equationsTrainer } from '../../trainers/trainers.fixtures.ts';
import { buildStudentHomework, trainerProgress } from '../studentHomework.fixtures.ts';
import { HomeworkTrainerPage } from './HomeworkTrainerPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 3, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const session: TrainerSession = {
  session_id: 41,
  trainer_id: 4,
  subject_id: 3,
  seed: 7,
  settings: { level: 'twoSteps', count: 1 },
  expires_at: '2026-11-21T10:00:00Z',
};
const result: TrainerResult = { ...ROUND_RESULT, session_id: 41 };
let roundsDone = 2;
let posted: TrainerResult = result;
let server: FakeServer;

beforeEach(() => {
  roundsDone = 2;
  posted = result;
  server = mockServer({
    'GET /api/students/3/homework': () => {
      const homework = buildStudentHomework({ progress: [trainerProgress({ rounds_done: roundsDone })] });
      return ok({ current: [homework], past: [] });
    },
    'GET /api/trainers/4': ok(equationsTrainer),
    'GET /api/students/3/trainers': ok([]),
    'POST /api/homework/12/trainers/34/sessions': ok(session),
    'POST /api/trainers/sessions/41/result': () => {
      if (posted.correct > 0) roundsDone = 3;
      return ok(posted);
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const open = (route: string) =>
  renderWithProviders(<HomeworkTrainerPage />, { route, path: '/trainers/homework/:id', locale: 'ru-RU' });

describe('HomeworkTrainerPage', () => {
  it("shows the teacher's settings read-only and the target on the start screen", async () => {
    open('/trainers/homework/12?item=34');
    expect(await screen.findByRole('heading', { name: 'Уравнения' })).toBeInTheDocument();
    expect(screen.getByText('Цель: 5 раундов')).toBeInTheDocument();
    expect(screen.getByText('Сложность: 2 шага')).toBeInTheDocument();
    expect(screen.getByText('Уравнений в раунде: 1')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("starts the homework item's session, posts the round to the usual result and shows the new progress", async () => {
    open('/trainers/homework/12?item=34');
    const start = await screen.findByRole('button', { name: 'Начать' });
    // Loaded with real timers; the round's countdown and feedback then run on fake ones.
    vi.useFakeTimers();
    fireEvent.click(start);
    await advanceTimers(0);
    const homeworkStarts = server.calls.filter((call) => call.path === '/api/homework/12/trainers/34/sessions');
    expect(homeworkStarts.map((call) => [call.method, call.body])).toEqual([['POST', undefined]]);
    expect(sessionStarts(server)).toEqual([]);
    await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS + 100);
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: 'Enter' });
    await advanceTimers(2000);
    expect(sentResults(server).map((call) => call.path)).toEqual(['/api/trainers/sessions/41/result']);
    // The result screen asks for the homework again; the query's own scheduling runs on the fake clock too.
    await advanceTimers(100);
    await advanceTimers(100);
    expect(screen.getByText('Раундов засчитано: 3 из 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'К домашним заданиям' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/homework');
  });

  it('tells the student a round of wrong answers did not count and why', async () => {
    posted = { ...result, score: 0, correct: 0 };
    open('/trainers/homework/12?item=34');
    const start = await screen.findByRole('button', { name: 'Начать' });
    vi.useFakeTimers();
    fireEvent.click(start);
    await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS + 100);
    fireEvent.keyDown(window, { key: '9' });
    fireEvent.keyDown(window, { key: 'Enter' });
    await advanceTimers(2000);
    await advanceTimers(100);
    await advanceTimers(100);
    expect(
      screen.getByText(
        'Этот раунд не засчитан: правильно нужно ответить хотя бы на половину заданий (1 из 1). Попробуй ещё раз!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Раундов засчитано: 2 из 5')).toBeInTheDocument();
  });

  it('says so when the item is not among the homework of the chosen subject', async () => {
    open('/trainers/homework/12?item=99');
    expect(await screen.findByRole('heading', { name: 'Задание не найдено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К домашним заданиям' })).toHaveAttribute('href', '/student/homework');
  });

  it('leads back to the course lesson it was opened from', async () => {
    const lesson = '/student/courses/1/block/20/homework/201';
    renderWithProviders(<HomeworkTrainerPage />, {
      route: `/trainers/course-homework/12?item=99&from=${encodeURIComponent(lesson)}`,
      path: '/trainers/course-homework/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Задание не найдено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К уроку' })).toHaveAttribute('href', lesson);
  });

  it('leads back to the homework list when told to return anywhere but a course lesson', async () => {
    open(`/trainers/homework/12?item=99&from=${encodeURIComponent('https://example.org/student/courses/1')}`);
    expect(await screen.findByRole('heading', { name: 'Задание не найдено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К домашним заданиям' })).toHaveAttribute('href', '/student/homework');
  });
});
