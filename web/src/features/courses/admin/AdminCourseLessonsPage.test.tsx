import { screen } from '@testing-library/react';
import { coursesApi, type ItLessonRow } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_COURSES, buildAdminLesson } from '../../it-courses/itCourses.fixtures.ts';
import { AdminCourseLessonsPage } from './AdminCourseLessonsPage.tsx';

const {
  text: _text,
  link: _link,
  ...lesson
}: ItLessonRow & { text: string; link: string | null } = buildAdminLesson({
  id: 3,
  title: 'Колобок',
});

beforeEach(() => {
  const server = mockServer();
  server.on(coursesApi.adminCourses, { courses: ADMIN_COURSES });
  server.on(coursesApi.adminLessons, { lessons: [lesson] });
});

describe('AdminCourseLessonsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the lessons of the courses with links to their editor in the admin’s cabinet', async () => {
    renderWithProviders(<AdminCourseLessonsPage />, { route: '/admin/course-lessons' });

    expect(await screen.findByRole('link', { name: 'Колобок' })).toHaveAttribute('href', '/admin/course-lessons/3');
    expect(screen.getByRole('link', { name: 'Новый урок' })).toHaveAttribute('href', '/admin/course-lessons/new');
    expect(screen.getByRole('link', { name: /К курсам/ })).toHaveAttribute('href', '/admin/courses');
  });
});
