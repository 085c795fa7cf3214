import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itCoursesApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildStudentLesson } from '../itCourses.fixtures.ts';
import { ItLessonPage } from './ItLessonPage.tsx';

const at = (id: number) => ({ route: `/student/it-lessons/${id}`, path: '/student/it-lessons/:id' });

describe('ItLessonPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the text with its code coloured, marks the lesson done and leads to the next one', async () => {
    const server = mockServer();
    server.on(itCoursesApi.lesson, buildStudentLesson());
    server.on(itCoursesApi.markDone, { id: 11, done: true, done_at: '2026-12-01T10:00:00.000Z' });
    const { container } = renderWithProviders(<ItLessonPage />, at(11));

    expect(await screen.findByRole('heading', { name: 'Что такое программа' })).toBeInTheDocument();
    const code = container.querySelector('pre code.hljs');
    expect(code?.textContent).toBe('print("Привет")');
    expect(code?.querySelector('.hljs-built_in')?.textContent).toBe('print');
    expect(code?.querySelector('.hljs-string')?.textContent).toBe('"Привет"');
    expect(screen.getByRole('link', { name: 'Дальше: Видео о Python' })).toHaveAttribute(
      'href',
      '/student/it-lessons/12',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('Пройдено')).toBeInTheDocument();
    expect(server.callsTo(itCoursesApi.markDone).map((call) => call.params.id)).toEqual(['11']);
    expect(screen.queryByRole('button', { name: 'Готово' })).not.toBeInTheDocument();
  });

  it('plays a video lesson in an embedded player', async () => {
    mockServer().on(
      itCoursesApi.lesson,
      buildStudentLesson({
        id: 12,
        type: 'video',
        title: 'Видео о Python',
        text: '',
        link: 'https://youtu.be/rfscVS0vtbw',
        video_embed_url: 'https://www.youtube-nocookie.com/embed/rfscVS0vtbw',
      }),
    );
    renderWithProviders(<ItLessonPage />, at(12));

    expect(await screen.findByTitle('Видео: Видео о Python')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw',
    );
    expect(screen.queryByRole('link', { name: 'Открыть ссылку' })).not.toBeInTheDocument();
  });

  it('shows a task’s statement and its link with no done button', async () => {
    mockServer().on(
      itCoursesApi.lesson,
      buildStudentLesson({
        id: 21,
        type: 'task',
        title: 'Сумма двух чисел',
        text: '<p>Выведи сумму двух чисел.</p>',
        link: 'https://www.python.org/shell/',
        next: null,
      }),
    );
    renderWithProviders(<ItLessonPage />, at(21));

    expect(await screen.findByText('Выведи сумму двух чисел.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Условие' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть ссылку' })).toHaveAttribute(
      'href',
      'https://www.python.org/shell/',
    );
    expect(screen.queryByRole('button', { name: 'Готово' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'К карте курсов' }).length).toBeGreaterThan(0);
  });
});
