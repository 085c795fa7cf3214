import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursesApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_COURSES } from '../../it-courses/itCourses.fixtures.ts';
import { AdminCoursesPage } from './AdminCoursesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(coursesApi.adminCourses, { courses: ADMIN_COURSES });
});

describe('AdminCoursesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the courses in the teacher’s cabinet, each block linking to its lessons there', async () => {
    renderWithProviders(<AdminCoursesPage />, { route: '/teacher/courses' });

    expect(await screen.findByRole('heading', { name: 'Курсы' })).toBeInTheDocument();
    const course = await screen.findByRole('region', { name: 'Python для начинающих' });
    expect(within(course).getByRole('link', { name: '2 урока' })).toHaveAttribute(
      'href',
      '/teacher/course-lessons?course=1&block=10',
    );
    expect(screen.getByRole('link', { name: 'Все уроки' })).toHaveAttribute('href', '/teacher/course-lessons');
  });

  it('creates a course through the course calls of subject 11', async () => {
    server.on(coursesApi.createCourse, { id: 2, title: 'Сказки', description: '', number: 2, blocks: [] });
    renderWithProviders(<AdminCoursesPage />, { route: '/admin/courses' });

    await userEvent.click(await screen.findByRole('button', { name: 'Новый курс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый курс' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Название/ }), { target: { value: 'Сказки' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(coursesApi.createCourse)[0]?.body).toMatchObject({ title: 'Сказки' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Курс создан'));
  });

  it('tells a teacher of another subject who writes the courses instead of a bare error', async () => {
    server.on(coursesApi.adminCourses, refuse(403, 'FORBIDDEN'));
    renderWithProviders(<AdminCoursesPage />, { route: '/teacher/courses' });

    expect(await screen.findByText('Курсы пишут учителя направления курсов')).toBeInTheDocument();
  });
});
