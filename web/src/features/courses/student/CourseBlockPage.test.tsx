import { screen, within } from '@testing-library/react';
import { coursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildCourseMap } from '../courses.fixtures.ts';
import { CourseBlockPage } from './CourseBlockPage.tsx';

const at = (courseId: number, blockId: number) => ({
  route: `/student/courses/${courseId}/block/${blockId}`,
  path: '/student/courses/:id/block/:blockId',
});

describe('CourseBlockPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the block’s lessons in order with their tick and kind, each opening its lesson', async () => {
    mockServer().on(coursesApi.course, buildCourseMap());
    renderWithProviders(<CourseBlockPage />, at(1, 10));

    expect(await screen.findByRole('heading', { name: 'Блок 1. Живая природа' })).toBeInTheDocument();
    const lessons = within(screen.getByRole('list', { name: 'Уроки блока' })).getAllByRole('link');
    expect(lessons.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Урок 1. Что такое растения — пройден', '/student/courses/1/block/10/homework/101'],
      ['Урок 2. Как растёт дерево', '/student/courses/1/block/10/homework/102'],
    ]);
    expect(within(lessons[0] as HTMLElement).getByText('Текст')).toBeInTheDocument();
    expect(within(lessons[1] as HTMLElement).getByText('Видео')).toBeInTheDocument();
    expect(screen.getByText('1 из 2 уроков')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К курсу' })).toHaveAttribute('href', '/student/courses/1');
    expect(screen.queryByText('Домашнее задание')).not.toBeInTheDocument();
  });

  it('marks a lesson that has homework', async () => {
    mockServer().on(coursesApi.course, buildCourseMap());
    renderWithProviders(<CourseBlockPage />, at(1, 20));

    const lesson = await screen.findByRole('link', { name: 'Урок 1. Облака, Домашнее задание' });
    expect(within(lesson).getByText('Домашнее задание')).toBeInTheDocument();
    expect(within(lesson).getByText('Ссылка')).toBeInTheDocument();
  });

  it('says a block that is not in the course cannot be found', async () => {
    mockServer().on(coursesApi.course, buildCourseMap());
    renderWithProviders(<CourseBlockPage />, at(1, 77));

    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByText('В этом курсе нет такого блока.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'К курсу' }).map((link) => link.getAttribute('href'))).toContain(
      '/student/courses/1',
    );
  });
});
