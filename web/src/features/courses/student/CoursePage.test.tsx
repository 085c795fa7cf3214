import { screen, within } from '@testing-library/react';
import { coursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildCourseMap, CERTIFICATE } from '../courses.fixtures.ts';
import { CoursePage } from './CoursePage.tsx';

const at = (id: number) => ({ route: `/student/courses/${id}`, path: '/student/courses/:id' });

describe('CoursePage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the blocks in order with their progress and continues at the next lesson', async () => {
    const server = mockServer();
    server.on(coursesApi.course, buildCourseMap());
    renderWithProviders(<CoursePage />, at(1));

    expect(await screen.findByRole('heading', { level: 1, name: 'Мир вокруг нас' })).toBeInTheDocument();
    expect(server.callsTo(coursesApi.course).map((call) => call.params.id)).toEqual(['1']);
    expect(screen.getByText('Следующий урок: Как растёт дерево')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить: урок «Как растёт дерево»' })).toHaveAttribute(
      'href',
      '/student/courses/1/block/10/homework/102',
    );
    const blocks = within(screen.getByRole('list')).getAllByRole('link');
    expect(blocks.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Блок 1. Живая природа', '/student/courses/1/block/10'],
      ['Блок 2. Погода', '/student/courses/1/block/20'],
    ]);
    expect(within(blocks[0] as HTMLElement).getByText('1 из 2 уроков')).toBeInTheDocument();
    expect(within(blocks[1] as HTMLElement).getByText('0 из 1 урока')).toBeInTheDocument();
  });

  it('congratulates on a finished course and leads to its certificate', async () => {
    mockServer().on(
      coursesApi.course,
      buildCourseMap({ lessons_done: 3, next_lesson: null, certificate: CERTIFICATE }),
    );
    renderWithProviders(<CoursePage />, at(1));

    expect(await screen.findByRole('heading', { name: 'Курс пройден — ты молодец!' })).toBeInTheDocument();
    expect(screen.getByText('Твой сертификат «Английский для малышей» уже ждёт тебя.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои сертификаты' })).toHaveAttribute(
      'href',
      '/student/profile/certificates',
    );
    expect(screen.queryByText(/Следующий урок/)).not.toBeInTheDocument();
  });

  it('says a course that is not there cannot be found, and leads back to the courses', async () => {
    mockServer().on(coursesApi.course, refuse(404, 'NOT_FOUND'));
    renderWithProviders(<CoursePage />, at(99));

    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByText('Такого курса нет. Выбери курс из списка.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
