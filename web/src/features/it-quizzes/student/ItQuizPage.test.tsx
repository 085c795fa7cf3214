import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ItQuizAttemptResult, type ItStudentQuiz, itQuizzesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ItQuizPage } from './ItQuizPage.tsx';

const quiz: ItStudentQuiz = {
  id: 5,
  title: 'Первая программа',
  lesson: { id: 11, title: 'Что такое программа' },
  questions_count: 3,
  best_correct: null,
  attempts: 0,
  questions: [
    { id: 1, kind: 'single', text: 'Какая команда печатает?', code: '', options: ['print', 'input'] },
    { id: 2, kind: 'multiple', text: 'Что из этого — строки?', code: '', options: ['"кот"', '42', "'42'"] },
    { id: 3, kind: 'output', text: 'Что выведет программа?', code: 'print(1 + 1)', options: [] },
  ],
};

const outcome: ItQuizAttemptResult = {
  quiz_id: 5,
  results: [
    { question_id: 1, correct: true, explanation: 'print печатает.', correct_choices: [0], correct_text: null },
    { question_id: 2, correct: false, explanation: 'Строки в кавычках.', correct_choices: [0, 2], correct_text: null },
    { question_id: 3, correct: true, explanation: '', correct_choices: [], correct_text: '2' },
  ],
  correct: 2,
  total: 3,
  best_correct: 2,
  attempts: 1,
  points_earned: 2,
};

const at = { route: '/student/quizes/5', path: '/student/quizes/:id' };

describe('ItQuizPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('sends the chosen and typed answers, shows each question’s feedback, the score and the points, and starts again', async () => {
    const server = mockServer();
    server.on(itQuizzesApi.studentQuiz, quiz);
    server.on(itQuizzesApi.submitAttempt, outcome);
    renderWithProviders(<ItQuizPage />, at);

    expect(await screen.findByRole('heading', { name: 'Первая программа' })).toBeInTheDocument();
    expect(screen.getByText('print(1 + 1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'print' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '"кот"' }));
    await userEvent.type(screen.getByRole('textbox', { name: '3. Что выведет программа?' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByText('Правильно 2 из 3')).toBeInTheDocument();
    expect(server.callsTo(itQuizzesApi.submitAttempt).map((call) => call.body)).toEqual([
      {
        answers: [
          { question_id: 1, choices: [0] },
          { question_id: 2, choices: [0] },
          { question_id: 3, text: '2' },
        ],
      },
    ]);
    expect(screen.getByText('+2 IT-балла')).toBeInTheDocument();
    expect(screen.getByText('Правильный ответ: "кот", \'42\'')).toBeInTheDocument();
    expect(screen.getByText('Строки в кавычках.')).toBeInTheDocument();
    expect(screen.getAllByText('Верно!')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'print' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Ещё раз' }));
    expect(screen.getByRole('radio', { name: 'print' })).not.toBeChecked();
    expect(screen.queryByText('Верно!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
  });
});
