import { act, fireEvent, screen } from '@testing-library/react';
import { type Trainer, type TrainerResult, type TrainerSession, trainersApi } from '@umka/contracts';
import { equationsRules, flashAnzanRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStats } from '../../features/trainers/trainerStats.fixtures.ts';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { equationsUi } from '../equations/equationsUi.ts';
import { flashAnzanUi } from '../flash-anzan/flashAnzanUi.ts';
import { type FakeServer, sentResults, sessionStarts } from '../testing/round.tsx';
import { formatSolution } from './AnswerFeedback.tsx';
import { GameShell } from './GameShell.tsx';
import type { AnyTrainerUi } from './types.ts';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS, FEEDBACK_RIGHT_MS, FEEDBACK_WRONG_MS } from './useRound.ts';

const SEED = 4242;
const equationSettings = { level: 'oneStep' as const, count: 2 };

function trainer(component: string): Trainer {
  return {
    id: 7,
    component,
    subjects: [1],
    title: { 'ru-RU': 'Уравнения', 'en-US': 'Equations', 'uk-UA': 'Рівняння' },
    icon: component,
    type_id: 1,
    default_settings: null,
    likes_rule: { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 },
  };
}

function session(settings: unknown): TrainerSession {
  return { session_id: 55, trainer_id: 7, subject_id: 1, seed: SEED, settings, expires_at: '2026-11-21T10:00:00Z' };
}

function result(overrides: Partial<TrainerResult> = {}): TrainerResult {
  return {
    session_id: 55,
    score: 1,
    correct: 1,
    total: 2,
    won: false,
    likes_earned: 2,
    validate_status: 'ok',
    validate_message: null,
    ...overrides,
  };
}

let server: FakeServer;

/** The server opens the round's session with these settings and answers its result with `answered`. */
function serveRound(settings: unknown, answered: TrainerResult = result()) {
  server.on(trainersApi.startSession, session(settings));
  server.on(trainersApi.submitResult, answered);
}

const started = () => sessionStarts(server).map((call) => [call.path, call.body]);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function type(text: string) {
  for (const key of text) fireEvent.keyDown(window, { key });
}

function press(key: string) {
  fireEvent.keyDown(window, { key });
}

/** The settings are put where the start screen remembers them, so it opens with them filled in. */
function renderShell(ui: AnyTrainerUi, settings: unknown, subjectId: number | null = 1) {
  localStorage.setItem('umka.trainers.settings.7', JSON.stringify(settings));
  const onLeave = vi.fn();
  const view = renderWithProviders(
    <GameShell ui={ui} trainer={trainer(ui.component)} subjectId={subjectId} userId={3} onLeave={onLeave} />,
  );
  return { ...view, onLeave };
}

async function startRound() {
  fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
  await advance(0);
}

/** A round whose session the server opens with these settings, counted down to its first task. */
async function playUntilFirstTask(ui: AnyTrainerUi, settings: unknown) {
  serveRound(settings);
  renderShell(ui, settings);
  await startRound();
  await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
}

/** The result screen reads the personal best from the student's statistics, which include the round just played. */
const statsAfterRound = [
  buildStats({ trainer_id: 7, best_score: 1, trend: [{ created_at: '2026-11-21T10:00:00.000Z', score: 1 }] }),
];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  server = mockServer();
  server.on(trainersApi.statsOfStudent, statsAfterRound);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GameShell', () => {
  it('counts down, plays every task with feedback and shows the server result', async () => {
    const tasks = equationsRules.generate(SEED, equationSettings);
    const [first, second] = tasks;
    if (!first || !second) throw new Error('two tasks expected');
    serveRound(equationSettings);
    renderShell(equationsUi, equationSettings);
    await startRound();

    expect(started()).toEqual([['/api/trainers/7/sessions', { subject_id: 1, settings: equationSettings }]]);
    expect(screen.getByRole('timer', { name: 'Старт через 3' })).toBeInTheDocument();
    await advance(COUNTDOWN_STEP_MS);
    expect(screen.getByRole('timer', { name: 'Старт через 2' })).toBeInTheDocument();
    await advance(COUNTDOWN_STEP_MS * (COUNTDOWN_FROM - 1));

    expect(screen.getByTestId('equation')).toHaveTextContent(first.display.replaceAll('-', '−'));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await advance(2500);
    type(String(first.solution));
    press('Enter');
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');

    await advance(FEEDBACK_RIGHT_MS);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('?');
    await advance(1000);
    type(String(second.solution + 1));
    press('Enter');
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Правильный ответ: ${formatSolution(second.solution, 'ru-RU')}`,
    );

    await advance(FEEDBACK_WRONG_MS);
    const last = sentResults(server).at(-1);
    expect(last?.path).toBe('/api/trainers/sessions/55/result');
    expect(last?.body).toEqual({
      answers: [
        { index: 0, answer: first.solution, ms: 2500 },
        { index: 1, answer: second.solution + 1, ms: 1000 },
      ],
      elapsed_ms: 2500 + FEEDBACK_RIGHT_MS + 1000 + FEEDBACK_WRONG_MS,
    });
    expect(screen.getByRole('heading', { name: 'Раунд окончен!' })).toBeInTheDocument();
    expect(screen.getByText('Верно 1 из 2')).toBeInTheDocument();
    expect(screen.getByText('Лайков получено: 2')).toBeInTheDocument();
    await advance(0);
    expect(screen.getByText('Новый рекорд!')).toBeInTheDocument();
  });

  it('shows why the server refused a round and earns no record', async () => {
    serveRound(
      { level: 'oneStep', count: 1 },
      result({
        score: 0,
        correct: 0,
        total: 1,
        likes_earned: 0,
        validate_status: 'rejected',
        validate_message: { 'ru-RU': 'Слишком быстро', 'en-US': 'Too fast', 'uk-UA': 'Занадто швидко' },
      }),
    );
    renderShell(equationsUi, { level: 'oneStep', count: 1 });
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    type('5');
    press('Enter');
    await advance(FEEDBACK_WRONG_MS);

    expect(screen.getByText('Результат не засчитан')).toBeInTheDocument();
    expect(screen.getByText('Слишком быстро')).toBeInTheDocument();
    expect(screen.queryByText('Новый рекорд!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Лайков получено/)).not.toBeInTheDocument();
  });

  it('ends a timed round by itself and says the time is out', async () => {
    const settings = { digits: 1, count: 2, speedMs: 100, operations: 'add', allowNegative: false, problems: 1 };
    const limit = flashAnzanRules.timeLimitMs(flashAnzanRules.settings.parse(settings)) ?? 0;
    serveRound(settings, result({ score: 0, correct: 0, total: 1 }));
    renderShell(flashAnzanUi, settings);
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    expect(screen.getByTestId('flash-number')).toHaveTextContent(/^\d$/);
    await advance(100);
    expect(screen.getByTestId('flash-number')).toHaveTextContent(/^\+\d$/);
    await advance(100);
    expect(screen.getByText('Сколько получилось?')).toBeInTheDocument();

    await advance(limit - 200);
    expect(sentResults(server).map((call) => [call.path, call.body])).toEqual([
      ['/api/trainers/sessions/55/result', { answers: [], elapsed_ms: limit }],
    ]);
    expect(screen.getByRole('heading', { name: 'Время вышло' })).toBeInTheDocument();
  });

  it('shows flashing numbers again from the first to a player who opened the quit dialog midway and stayed', async () => {
    const settings = { digits: 1, count: 3, speedMs: 100, operations: 'add', allowNegative: false, problems: 1 };
    await playUntilFirstTask(flashAnzanUi, settings);
    await advance(100);
    expect(screen.getByTestId('flash-number')).toHaveTextContent(/^\+\d$/);

    press('Escape');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Нет' }));
    await advance(0);
    expect(screen.getByTestId('flash-number')).toHaveTextContent(/^\d$/);
    type('5');
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('…');

    for (let number = 0; number < 3; number++) await advance(100);
    expect(screen.getByText('Сколько получилось?')).toBeInTheDocument();
    type('5');
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('5');
  });

  it('takes answers from the on-screen keypad, with backspace and minus', async () => {
    const settings = { level: 'oneStep', count: 1 };
    serveRound(settings);
    renderShell(equationsUi, settings);
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    for (const label of ['7', '7', '3']) fireEvent.click(screen.getByRole('button', { name: label }));
    fireEvent.click(screen.getByRole('button', { name: 'Стереть' }));
    fireEvent.click(screen.getByRole('button', { name: '−' }));
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('-77');
    fireEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('turns off double-tap zoom on the keypad, so two quick taps on a key type two digits', async () => {
    await playUntilFirstTask(equationsUi, equationSettings);
    expect(screen.getByTestId('keypad')).toHaveStyle({ touchAction: 'manipulation' });
  });

  it('asks before quitting on Escape and returns to the start screen', async () => {
    await playUntilFirstTask(equationsUi, equationSettings);
    press('Escape');
    await advance(0);
    expect(screen.getByText('Закончить игру?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('does not reopen the quit dialog with the Escape that closed it', async () => {
    await playUntilFirstTask(equationsUi, equationSettings);
    press('Escape');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Нет' }));
    // A browser settles the dialog between the listeners of one Escape, before the shell's own listener hears it.
    await act(async () => {});
    press('Escape');
    await advance(300);
    expect(screen.queryByText('Закончить игру?')).not.toBeInTheDocument();

    press('Escape');
    await advance(0);
    expect(screen.getByText('Закончить игру?')).toBeInTheDocument();
  });

  it('counts the right answers of a round the server refused', async () => {
    const [first, second] = equationsRules.generate(SEED, equationSettings);
    if (!first || !second) throw new Error('two tasks expected');
    serveRound(equationSettings, result({ score: 0, correct: 0, likes_earned: 0, validate_status: 'rejected' }));
    renderShell(equationsUi, equationSettings);
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    type(String(first.solution));
    press('Enter');
    await advance(FEEDBACK_RIGHT_MS);
    type(String(second.solution + 1));
    press('Enter');
    await advance(FEEDBACK_WRONG_MS);

    expect(screen.getByText('Результат не засчитан')).toBeInTheDocument();
    expect(screen.getByText('Верно 1 из 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Очки: 0')).toBeInTheDocument();
  });

  it('keeps an out-of-range setting as typed, says the range when the field is left, and blocks the start', async () => {
    renderShell(flashAnzanUi, flashAnzanRules.defaults);
    const count = screen.getByLabelText('Чисел в примере');
    act(() => count.focus());
    // The number field hears its focus a moment late, as it places the caret first.
    await advance(0);
    fireEvent.change(count, { target: { value: '' } });
    expect(count).toHaveValue('');
    fireEvent.change(count, { target: { value: '60' } });
    expect(screen.queryByText('Введи целое число от 2 до 50')).not.toBeInTheDocument();
    act(() => count.blur());

    expect(count).toHaveValue('60');
    expect(screen.getByText('Введи целое число от 2 до 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeDisabled();
    act(() => count.focus());
    await advance(0);
    fireEvent.change(count, { target: { value: '12' } });
    act(() => count.blur());
    expect(screen.queryByText('Введи целое число от 2 до 50')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeEnabled();
  });

  it('starts the round when Enter is pressed in a settings field', async () => {
    serveRound(flashAnzanRules.defaults);
    renderShell(flashAnzanUi, flashAnzanRules.defaults);
    const speed = screen.getByLabelText('Скорость показа, мс');
    fireEvent.change(speed, { target: { value: '500' } });
    fireEvent.submit(speed);
    await advance(0);
    expect(started()).toEqual([
      ['/api/trainers/7/sessions', { subject_id: 1, settings: { ...flashAnzanRules.defaults, speedMs: 500 } }],
    ]);
  });

  it('lets a teacher play without a session and says the round is not saved', async () => {
    renderShell(equationsUi, { level: 'oneStep', count: 1 }, null);
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    type('1');
    press('Enter');
    await advance(FEEDBACK_WRONG_MS);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Раунд окончен!' })).toBeInTheDocument();
    expect(screen.getAllByText('Учительская проба: результат не сохраняется').length).toBeGreaterThan(0);
  });

  it('puts the keyboard on Start when the player comes back for another round', async () => {
    renderShell(equationsUi, { level: 'oneStep', count: 1 }, null);
    expect(screen.getByRole('button', { name: 'Начать' })).not.toHaveFocus();
    await startRound();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    type('1');
    press('Enter');
    await advance(FEEDBACK_WRONG_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Ещё раз' }));
    expect(screen.getByRole('button', { name: 'Начать' })).toHaveFocus();
  });

  it('plays fixed settings without a form, with the intro shown, and does not remember them', async () => {
    const fixed = { level: 'twoSteps', count: 1 };
    serveRound(fixed);
    renderWithProviders(
      <GameShell
        ui={equationsUi}
        trainer={trainer('equations')}
        subjectId={1}
        userId={3}
        onLeave={vi.fn()}
        fixedSettings={fixed}
        intro={<p>Контрольная от учителя: одно уравнение</p>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Уравнения' })).toBeInTheDocument();
    expect(screen.getByText('Контрольная от учителя: одно уравнение')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await startRound();
    expect(started()).toEqual([['/api/trainers/7/sessions', { subject_id: 1, settings: fixed }]]);
    expect(localStorage.getItem('umka.trainers.settings.7')).toBeNull();
    await advance(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    const [task] = equationsRules.generate(SEED, equationsRules.settings.parse(fixed));
    expect(screen.getByTestId('equation')).toHaveTextContent(task?.display.replaceAll('-', '−') ?? '');
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('wakes the audio inside the Start press, before the server answers', () => {
    const resume = vi.fn(() => Promise.resolve());
    const created = vi.fn();
    class FakeAudioContext {
      state = 'suspended';
      resume = resume;
      constructor() {
        created();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    server.on(trainersApi.startSession, () => new Promise<never>(() => {}));
    renderShell(equationsUi, equationSettings);
    fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('remembers the mute switch', () => {
    renderShell(equationsUi, equationSettings);
    fireEvent.click(screen.getByRole('button', { name: 'Выключить звук' }));
    expect(screen.getByRole('button', { name: 'Включить звук' })).toBeInTheDocument();
    expect(localStorage.getItem('umka.trainers.muted')).toBe('true');
  });
});
