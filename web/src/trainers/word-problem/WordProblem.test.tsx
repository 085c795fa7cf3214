import { fireEvent, screen } from '@testing-library/react';
import { errorMessage, type TrainerSession, trainersApi } from '@umka/contracts';
import { type WordProblemSettings, wordProblemRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { GameShell } from '../shell/GameShell.tsx';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS, FEEDBACK_RIGHT_MS, FEEDBACK_WRONG_MS } from '../shell/useRound.ts';
import { advanceTimers, ROUND_RESULT, sentResults, sessionStarts, testTrainer } from '../testing/round.tsx';
import { wordProblemUi } from './wordProblemUi.ts';

const SEED = 12;
const trainer = testTrainer({
  id: 9,
  component: 'wordProblem',
  title: { 'ru-RU': 'Текстовые задачи', 'en-US': 'Word problems', 'uk-UA': 'Текстові задачі' },
  icon: 'word-problems',
});

/** What the server puts into the settings for class 3: one admin task whose answers have decimals. */
const serverSettings: WordProblemSettings = {
  templates: [
    {
      id: 40,
      text: '{a} кг муки разложили поровну в 4 пакета. Сколько килограммов в каждом пакете?',
      expression: 'a / 4',
      variables: ['a'],
      digitRank: 1,
      integerAnswer: false,
      classNumber: 3,
    },
  ],
  count: 1,
};
const [task] = wordProblemRules.generate(SEED, serverSettings);

function session(): TrainerSession {
  return {
    session_id: 5,
    trainer_id: 9,
    subject_id: 1,
    seed: SEED,
    settings: serverSettings,
    expires_at: '2026-11-21T10:00:00Z',
  };
}

function renderShell(subjectId: number | null) {
  return renderWithProviders(
    <GameShell ui={wordProblemUi} trainer={trainer} subjectId={subjectId} userId={3} onLeave={vi.fn()} />,
  );
}

const classPicker = () => screen.getByRole('combobox', { name: 'Класс' });
const start = () => screen.getByRole('button', { name: 'Начать' });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('word problems', () => {
  it('starts once a class is picked, plays the server-built round and takes a decimal answer', async () => {
    if (!task) throw new Error('a task expected');
    expect(String(task.answer)).toContain('.');
    const server = mockServer();
    server.on(trainersApi.startSession, session());
    server.on(trainersApi.submitResult, { ...ROUND_RESULT, session_id: 5 });
    server.on(trainersApi.statsOfStudent, []);
    renderShell(1);
    expect(start()).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('11 класс');
    fireEvent.change(classPicker(), { target: { value: '3' } });
    expect(start()).toBeEnabled();
    fireEvent.click(start());
    await advanceTimers(0);
    expect(sessionStarts(server).map((call) => [call.path, call.body])).toEqual([
      ['/api/trainers/9/sessions', { subject_id: 1, settings: { class_number: 3, count: 5 } }],
    ]);
    expect(JSON.parse(localStorage.getItem('umka.trainers.settings.9') ?? 'null')).toEqual({
      class_number: 3,
      count: 5,
    });

    await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    expect(screen.getByTestId('word-problem')).toHaveTextContent(task.text);
    expect(task.text).not.toContain('{a}');
    expect(screen.getByRole('button', { name: '.' })).toBeInTheDocument();
    await advanceTimers(4000);
    for (const key of String(task.answer)) fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(sentResults(server).map((call) => [call.path, call.body])).toEqual([
      [
        '/api/trainers/sessions/5/result',
        { answers: [{ index: 0, answer: task.answer, ms: 4000 }], elapsed_ms: 4000 + FEEDBACK_RIGHT_MS },
      ],
    ]);
  });

  it("shows the server's field error under the class picker when the class has no tasks", async () => {
    mockServer().on(
      trainersApi.startSession,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'settings.class_number', code: 'NO_TASKS_FOR_CLASS', message: errorMessage('NO_TASKS_FOR_CLASS') },
      ]),
    );
    renderShell(1);
    fireEvent.change(classPicker(), { target: { value: '10' } });
    fireEvent.click(start());
    // The refusal's envelope is read with the error schemas, which load on the first failure.
    await vi.waitFor(() =>
      expect(classPicker()).toHaveAccessibleDescription(errorMessage('NO_TASKS_FOR_CLASS')['ru-RU']),
    );
    expect(screen.queryByTestId('word-problem')).not.toBeInTheDocument();

    fireEvent.change(classPicker(), { target: { value: '4' } });
    expect(screen.queryByText(errorMessage('NO_TASKS_FOR_CLASS')['ru-RU'])).not.toBeInTheDocument();
  });

  it("lets a teacher try it out with the class's tasks fetched without a session", async () => {
    const server = mockServer({ 'POST /api/math-tasks/try-out': ok(serverSettings) });
    const posts = () => server.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    renderShell(null);
    fireEvent.change(classPicker(), { target: { value: '3' } });
    fireEvent.click(start());
    await advanceTimers(0);
    expect(posts()).toEqual([['/api/math-tasks/try-out', { class_number: 3, count: 5 }]]);

    await advanceTimers(COUNTDOWN_FROM * COUNTDOWN_STEP_MS);
    // A teacher's round has a seed of its own: the text is the template's with some value filled in.
    expect(screen.getByTestId('word-problem')).toHaveTextContent(/^\d кг муки разложили поровну в 4 пакета/);
    fireEvent.keyDown(window, { key: '0' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    await advanceTimers(FEEDBACK_WRONG_MS);
    expect(posts()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Раунд окончен!' })).toBeInTheDocument();
    expect(screen.getByText('Верно 0 из 1')).toBeInTheDocument();
  });

  it("says why a teacher's try-out could not start when the refusal is not about the class", async () => {
    mockServer({
      'POST /api/math-tasks/try-out': () => {
        throw new TypeError('offline');
      },
    });
    renderShell(null);
    fireEvent.change(classPicker(), { target: { value: '3' } });
    fireEvent.click(start());
    await advanceTimers(0);
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessage('INTERNAL_ERROR')['ru-RU']);
    expect(start()).toBeEnabled();
  });
});
