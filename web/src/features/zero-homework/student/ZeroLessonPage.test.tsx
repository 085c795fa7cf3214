import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ZeroLessonResult, zeroHomeworkApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildZeroLesson, buildZeroLessonSummary, texts } from '../zeroHomework.fixtures.ts';
import { ZeroLessonPage } from './ZeroLessonPage.tsx';

const at = { route: '/student/zero-homework/lesson/7', path: '/student/zero-homework/lesson/:id' };

const wrong: ZeroLessonResult = {
  lesson_id: 7,
  results: [
    { question_id: 71, correct: true, correct_choice: 0 },
    { question_id: 72, correct: false, correct_choice: 1 },
  ],
  correct: 1,
  total: 2,
  completed: false,
  likes_earned: 0,
};

const finished: ZeroLessonResult = {
  ...wrong,
  results: [
    { question_id: 71, correct: true, correct_choice: 0 },
    { question_id: 72, correct: true, correct_choice: 1 },
  ],
  correct: 2,
  completed: true,
  likes_earned: 5,
};

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.on(zeroHomeworkApi.lesson, buildZeroLesson());
  server.on(zeroHomeworkApi.list, {
    has_class: false,
    lessons: [buildZeroLessonSummary(), buildZeroLessonSummary({ id: 8, position: 2, title: texts('Класс и игры') })],
  });
});

describe('ZeroLessonPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the lesson’s text, its reward and the trainer to try', async () => {
    renderWithProviders(<ZeroLessonPage />, at);

    expect(await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать в Умку!' })).toBeVisible();
    expect(screen.getByText('Привет! Это Умка.')).toBeVisible();
    expect(screen.getByText('+5 лайков')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Играть: Ментальный счёт' })).toHaveAttribute('href', '/trainers/3');
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
  });

  it('plays a YouTube link embedded', async () => {
    server.on(zeroHomeworkApi.lesson, buildZeroLesson({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }));
    renderWithProviders(<ZeroLessonPage />, at);

    expect(await screen.findByTitle('Видео: Добро пожаловать в Умку!')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('shows which answer was wrong and its right answer, then lets the quiz be taken again', async () => {
    server.on(zeroHomeworkApi.complete, wrong);
    renderWithProviders(<ZeroLessonPage />, at);

    await userEvent.click(await screen.findByRole('radio', { name: 'Лайки' }));
    await userEvent.click(screen.getByRole('radio', { name: 'В рейтинге' }));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByText('Верно 1 из 2')).toBeVisible();
    expect(screen.getByText('Правильный ответ: В магазине')).toBeVisible();
    expect(server.callsTo(zeroHomeworkApi.complete).map((call) => call.body)).toEqual([
      {
        answers: [
          { question_id: 71, choice: 0 },
          { question_id: 72, choice: 0 },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(screen.getByRole('radio', { name: 'Лайки' })).not.toBeChecked();
  });

  it('celebrates the finish with the likes earned and offers the next lesson', async () => {
    server.on(zeroHomeworkApi.complete, finished);
    renderWithProviders(<ZeroLessonPage />, at);

    await userEvent.click(await screen.findByRole('radio', { name: 'Лайки' }));
    await userEvent.click(screen.getByRole('radio', { name: 'В магазине' }));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByText('Урок пройден!')).toBeVisible();
    expect(screen.getByText('Ты получаешь 5 лайков!')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Дальше: Класс и игры' })).toHaveAttribute(
      'href',
      '/student/zero-homework/lesson/8',
    );
  });
});
