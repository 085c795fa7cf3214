import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { COURSE_LIST } from '../courses.fixtures.ts';
import { CoursesPage } from './CoursesPage.tsx';

describe('CoursesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows each course with its progress, the button to go on and a finished course’s certificate', async () => {
    mockServer().on(coursesApi.list, COURSE_LIST);
    renderWithProviders(<CoursesPage />);

    const started = await screen.findByRole('article', { name: 'Мир вокруг нас' });
    expect(within(started).getByText('3 из 8 уроков')).toBeInTheDocument();
    expect(within(started).getByRole('progressbar', { name: 'Мир вокруг нас: пройдено 38%' })).toBeInTheDocument();
    expect(within(started).getByRole('link', { name: 'Продолжить курс «Мир вокруг нас»' })).toHaveAttribute(
      'href',
      '/student/courses/1',
    );
    expect(within(started).queryByText('Курс пройден')).not.toBeInTheDocument();

    const finished = screen.getByRole('article', { name: 'Английский для малышей' });
    expect(within(finished).getByText('Курс пройден')).toBeInTheDocument();
    expect(within(finished).getByText('4 из 4 уроков')).toBeInTheDocument();
    expect(within(finished).getByRole('link', { name: 'Мой сертификат' })).toHaveAttribute(
      'href',
      '/student/profile/certificates',
    );

    const fresh = screen.getByRole('article', { name: 'Рисуем вместе' });
    expect(within(fresh).getByRole('link', { name: 'Начать курс «Рисуем вместе»' })).toHaveTextContent('Начать');
  });

  it('says kindly that there are no courses yet', async () => {
    mockServer().on(coursesApi.list, { courses: [] });
    renderWithProviders(<CoursesPage />);

    expect(await screen.findByText('Курсов пока нет')).toBeInTheDocument();
    expect(screen.getByText('Скоро здесь появятся интересные курсы. Загляни чуть позже!')).toBeInTheDocument();
  });

  it('shows a failed load with a button to try again', async () => {
    const server = mockServer();
    server.on(coursesApi.list, refuse(500, 'INTERNAL_ERROR'));
    renderWithProviders(<CoursesPage />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    server.on(coursesApi.list, COURSE_LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Мир вокруг нас' })).toBeInTheDocument();
  });
});
