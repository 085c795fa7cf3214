import { screen, waitFor } from '@testing-library/react';
import { coursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildCourseCard, CERTIFICATE, COURSE_LIST } from '../courses.fixtures.ts';
import { CoursesContinueCard } from './CoursesContinueCard.tsx';

describe('CoursesContinueCard', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('leads from the home to the first course not finished, with how far the child is in it', async () => {
    mockServer().on(coursesApi.list, COURSE_LIST);
    renderWithProviders(<CoursesContinueCard />);

    expect(await screen.findByText('Продолжаем курс «Мир вокруг нас»')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Пройдено уроков: 3 из 8' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/student/courses/1');
  });

  it('praises a child who finished every course and leads to the list', async () => {
    mockServer().on(coursesApi.list, {
      courses: [buildCourseCard({ id: 4, lessons_done: 4, lessons_total: 4, certificate: CERTIFICATE })],
    });
    renderWithProviders(<CoursesContinueCard />);

    expect(await screen.findByText('Пройден 1 курс — загляни, нет ли новых!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К курсам' })).toHaveAttribute('href', '/student/courses');
  });

  it('shows nothing while there are no courses', async () => {
    const server = mockServer();
    server.on(coursesApi.list, { courses: [] });
    const { container } = renderWithProviders(<CoursesContinueCard />);

    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/courses')).toBe(true));
    expect(container.querySelector('section')).toBeNull();
  });
});
