import { screen, within } from '@testing-library/react';
import { zeroHomeworkApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildZeroLessonSummary, texts } from '../zeroHomework.fixtures.ts';
import { ZeroHomeworkPage } from './ZeroHomeworkPage.tsx';

vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 2, main_id: 2 } }) }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
});

describe('ZeroHomeworkPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the chosen subject’s lessons in order with what is done and the likes the others pay', async () => {
    server.on(zeroHomeworkApi.list, {
      has_class: false,
      lessons: [
        buildZeroLessonSummary({ id: 7, done: true }),
        buildZeroLessonSummary({ id: 8, position: 2, title: texts('Класс и игры'), has_video: true }),
      ],
    });
    renderWithProviders(<ZeroHomeworkPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Первые уроки' })).toBeVisible();
    expect(screen.getByText(/Пока учитель подбирает тебе класс/)).toBeVisible();
    expect(screen.getByText('Пройдено 1 из 2')).toBeVisible();
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Открыть урок 1: Добро пожаловать в Умку!' }),
    ).toHaveAttribute('href', '/student/zero-homework/lesson/7');
    expect(within(first as HTMLElement).getByText('Пройден')).toBeVisible();
    expect(within(second as HTMLElement).getByText('+5 лайков')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Видео')).toBeVisible();
    expect(server.callsTo(zeroHomeworkApi.list)[0]?.query.get('subject_id')).toBe('2');
  });

  it('tells a student who has a class that the lessons stay open to them', async () => {
    server.on(zeroHomeworkApi.list, { has_class: true, lessons: [buildZeroLessonSummary()] });
    renderWithProviders(<ZeroHomeworkPage />);

    expect(await screen.findByText(/Ты уже в классе/)).toBeVisible();
  });
});
