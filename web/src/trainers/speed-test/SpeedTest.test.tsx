import { fireEvent, screen } from '@testing-library/react';
import { type TrainerResult, trainersApi } from '@umka/contracts';
import { type SpeedTask, speedOperations, speedTestRules } from '@umka/games';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import {
  advanceTimers,
  type FakeServer,
  sentResults,
  sessionStarts,
  startRound,
  testTrainer,
} from '../testing/round.tsx';
import { SPEED_TASK_MAX_CHARS, speedTaskText } from './SpeedTestView.tsx';
import { speedTestUi } from './speedTestUi.ts';

const SEED = 2026;
const trainer = testTrainer({
  id: 8,
  component: 'speedTest',
  title: { 'ru-RU': 'Тест на скорость', 'en-US': 'Speed test', 'uk-UA': 'Тест на швидкість' },
  icon: 'speed-test',
});
const settings = { durationSec: 30, operations: ['+', '-'], maxOperand: 20 };
const tasks = speedTestRules.generate(SEED, speedTestRules.settings.parse(settings));

function task(index: number): SpeedTask {
  const found = tasks[index];
  if (!found) throw new Error(`task ${index} expected`);
  return found;
}

const shown = (t: SpeedTask) => `${t.left} ${t.operation === '-' ? '−' : t.operation} ${t.right} = ?`;

function type(text: string) {
  for (const key of text) fireEvent.keyDown(window, { key });
  fireEvent.keyDown(window, { key: 'Enter' });
}

function serverResult(overrides: Partial<TrainerResult>): TrainerResult {
  return {
    session_id: 1,
    score: 0,
    correct: 0,
    total: 0,
    won: false,
    likes_earned: 0,
    validate_status: 'ok',
    validate_message: null,
    ...overrides,
  };
}

/** The result post answers with this; the session post keeps the helper's answer. */
function answerResultWith(server: FakeServer, result: TrainerResult) {
  server.on(trainersApi.submitResult, result);
}

const lastResult = (server: FakeServer) => sentResults(server).at(-1)?.body;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('speed test', () => {
  it('counts right answers live, goes on at once, and posts what was answered when the player finishes', async () => {
    const server = await startRound({ ui: speedTestUi, trainer, settings, seed: SEED });
    expect(screen.queryByText(/ \/ /)).not.toBeInTheDocument();
    expect(screen.getByTestId('speed-task')).toHaveTextContent(shown(task(0)));
    expect(screen.getByTestId('correct-count')).toHaveTextContent('0');

    await advanceTimers(1500);
    type(String(task(0).answer));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    expect(screen.getByTestId('speed-task')).toHaveTextContent(shown(task(1)));
    expect(screen.getByTestId('correct-count')).toHaveTextContent('1');

    await advanceTimers(1200);
    type(String(task(1).answer + 1));
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    expect(screen.getByRole('status')).toHaveTextContent(`= ${task(1).answer}`);
    expect(screen.getByTestId('speed-task')).toHaveTextContent(shown(task(2)));
    expect(screen.getByTestId('correct-count')).toHaveTextContent('1');

    answerResultWith(server, serverResult({ score: 1, correct: 1, total: 2, likes_earned: 0 }));
    await advanceTimers(800);
    fireEvent.click(screen.getByRole('button', { name: 'Закончить' }));
    await advanceTimers(0);

    expect(lastResult(server)).toEqual({
      answers: [
        { index: 0, answer: task(0).answer, ms: 1500 },
        { index: 1, answer: task(1).answer + 1, ms: 1200 },
      ],
      elapsed_ms: 1500 + 1200 + 800,
    });
    expect(screen.getByRole('heading', { name: 'Раунд окончен!' })).toBeInTheDocument();
    expect(screen.getByText('Верных ответов: 1 (всего ответов: 2)')).toBeInTheDocument();
  });

  it('ends by itself when the time is out and says so with the count of right answers', async () => {
    const server = await startRound({ ui: speedTestUi, trainer, settings, seed: SEED });
    await advanceTimers(2000);
    type(String(task(0).answer));
    answerResultWith(server, serverResult({ score: 1, correct: 1, total: 1 }));

    await advanceTimers(30_000 - 2000);
    expect(lastResult(server)).toEqual({
      answers: [{ index: 0, answer: task(0).answer, ms: 2000 }],
      elapsed_ms: 30_000,
    });
    expect(screen.getByRole('heading', { name: 'Время вышло' })).toBeInTheDocument();
    expect(screen.getByText('Верных ответов: 1 (всего ответов: 1)')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the result", async () => {
    const server = await startRound({ ui: speedTestUi, trainer, settings, seed: SEED });
    answerResultWith(
      server,
      serverResult({
        validate_status: 'rejected',
        validate_message: { 'ru-RU': 'Ответы пришли слишком быстро', 'en-US': 'Too fast', 'uk-UA': 'Занадто швидко' },
      }),
    );
    type(String(task(0).answer));
    fireEvent.click(screen.getByRole('button', { name: 'Закончить' }));
    await advanceTimers(0);
    expect(screen.getByText('Результат не засчитан')).toBeInTheDocument();
    expect(screen.getByText('Ответы пришли слишком быстро')).toBeInTheDocument();
  });

  it('lets the player pick several operations but never none', async () => {
    const server = mockServer();
    server.on(trainersApi.startSession, () => {
      throw new TypeError('offline');
    });
    renderWithProviders(<GameShell ui={speedTestUi} trainer={trainer} subjectId={1} userId={3} onLeave={vi.fn()} />);
    const operation = (name: string) => screen.getByRole('checkbox', { name });
    expect(operation('+ сложение')).toBeChecked();
    expect(operation('− вычитание')).toBeChecked();
    fireEvent.click(operation('× умножение'));
    fireEvent.click(operation('+ сложение'));
    fireEvent.click(operation('− вычитание'));
    fireEvent.click(operation('× умножение'));
    expect(operation('× умножение')).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
    await advanceTimers(0);
    expect(sessionStarts(server).map((call) => [call.path, call.body])).toEqual([
      ['/api/trainers/8/sessions', { subject_id: 1, settings: { durationSec: 60, operations: ['×'], maxOperand: 20 } }],
    ]);
  });
});

describe('the speed-test task on a phone', () => {
  it('is never longer than the length its font size is chosen for, whatever the settings', () => {
    const anySettings = fc.record({
      durationSec: fc.constant(30),
      operations: fc.subarray([...speedOperations], { minLength: 1 }),
      maxOperand: fc.integer({ min: 5, max: 100 }),
    });
    fc.assert(
      fc.property(fc.integer(), anySettings, (seed, chosen) => {
        for (const generated of speedTestRules.generate(seed, chosen)) {
          expect(`${speedTaskText(generated)} = ?`.length).toBeLessThanOrEqual(SPEED_TASK_MAX_CHARS);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('stays on one line, so the answer box and the keypad under it never jump', async () => {
    await startRound({ ui: speedTestUi, trainer, settings, seed: SEED });
    expect(screen.getByTestId('speed-task')).toHaveStyle({ whiteSpace: 'nowrap' });
    type(String(task(0).answer));
    expect(screen.getByTestId('speed-task')).toHaveTextContent(shown(task(1)));
    expect(screen.getByTestId('speed-task')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
