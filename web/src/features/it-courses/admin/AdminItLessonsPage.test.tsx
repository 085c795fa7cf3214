import { screen, waitFor } from '@testing-library/react';
import { type ItLessonRow, itCoursesApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_COURSES, buildAdminLesson } from '../itCourses.fixtures.ts';
import { AdminItLessonsPage } from './AdminItLessonsPage.tsx';

const row = (id: number, title: string, blockId: number): ItLessonRow => {
  const { text: _text, link: _link, ...lesson } = buildAdminLesson({ id, title, block_id: blockId });
  return lesson;
};
const LESSONS = [row(1, 'Что такое программа', 10), row(2, 'Видео о Python', 10), row(3, 'Сумма', 20)];

let server: ReturnType<typeof mockServer>;
const lessonQueries = () => server.callsTo(itCoursesApi.adminLessons).map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  server = mockServer();
  server.on(itCoursesApi.adminCourses, { courses: ADMIN_COURSES });
  server.on(itCoursesApi.adminLessons, (request) => ({
    lessons: LESSONS.filter(
      (lesson) => request.query.get('block_id') === null || String(lesson.block_id) === request.query.get('block_id'),
    ),
  }));
});

describe('AdminItLessonsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists every lesson with where it sits, and offers no dragging until a block is chosen', async () => {
    renderWithProviders(<AdminItLessonsPage />, { route: '/admin/it-lessons/list' });

    expect(await screen.findByRole('link', { name: 'Что такое программа' })).toHaveAttribute(
      'href',
      '/admin/it-lessons/list/1',
    );
    expect(screen.getByRole('link', { name: 'Сумма' })).toBeInTheDocument();
    expect(screen.getByText('Чтобы поменять порядок уроков, выберите курс и блок.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Переместить урок/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый урок' })).toHaveAttribute('href', '/admin/it-lessons/list/new');
  });

  it('shows a block’s lessons with drag handles, and a new lesson goes to that block', async () => {
    renderWithProviders(<AdminItLessonsPage />, { route: '/admin/it-lessons/list?course=1&block=10' });

    expect(await screen.findByRole('button', { name: 'Переместить урок «Видео о Python»' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Сумма' })).not.toBeInTheDocument();
    await waitFor(() => expect(lessonQueries().at(-1)).toEqual({ course_id: '1', block_id: '10' }));
    expect(screen.getByRole('link', { name: 'Новый урок' })).toHaveAttribute(
      'href',
      '/admin/it-lessons/list/new?block=10',
    );
  });
});
