import { screen, within } from '@testing-library/react';
import { itCoursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { COURSE_MAP } from '../itCourses.fixtures.ts';
import { ItCoursesPage } from './ItCoursesPage.tsx';

describe('ItCoursesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows each course with its blocks as steps, ticks on done lessons and progress per block and course', async () => {
    mockServer().on(itCoursesApi.courseMap, COURSE_MAP);
    renderWithProviders(<ItCoursesPage />);

    const course = await screen.findByRole('region', { name: 'Python для начинающих' });
    expect(within(course).getByText('Шаг 1. Знакомство')).toBeInTheDocument();
    expect(within(course).getByText('Шаг 2. Переменные')).toBeInTheDocument();
    expect(within(course).getByRole('link', { name: 'Что такое программа — пройдено' })).toHaveAttribute(
      'href',
      '/student/it-lessons/11',
    );
    expect(within(course).getByRole('link', { name: 'Видео о Python' })).toHaveAttribute(
      'href',
      '/student/it-lessons/12',
    );
    expect(within(course).getByText('1 из 2')).toBeInTheDocument();
    expect(within(course).getByText('0 из 1')).toBeInTheDocument();
    expect(
      within(course).getByRole('progressbar', { name: 'Курс «Python для начинающих» пройден на 33%' }),
    ).toBeInTheDocument();
    expect(within(course).getByRole('progressbar', { name: 'Блок «Знакомство» пройден на 50%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/student/it-lessons/12');
  });

  it('says so kindly when there are no courses yet, with no button to continue', async () => {
    mockServer().on(itCoursesApi.courseMap, { courses: [], next_lesson_id: null });
    renderWithProviders(<ItCoursesPage />);

    expect(await screen.findByText('Курсов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Продолжить' })).not.toBeInTheDocument();
  });
});
