import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, itCoursesApi, itQuizzesApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_COURSES, buildAdminLesson } from '../itCourses.fixtures.ts';
import { AdminItLessonEditPage } from './AdminItLessonEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

// The rich-text editor is TipTap's contenteditable, which happy-dom cannot type into: a textarea stands in for it.
vi.mock('../../course-authoring/admin/LessonEditor.tsx', () => ({
  LessonEditor: ({
    label,
    value,
    onChange,
    error,
  }: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    error?: string;
  }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.target.value)} />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  ),
}));

const PATH = '/admin/it-lessons/list/:id';
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itCoursesApi.adminCourses, { courses: ADMIN_COURSES });
});

describe('AdminItLessonEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates a video lesson in the block it was opened for, refusing a link that is not YouTube or Vimeo', async () => {
    server.on(itCoursesApi.createLesson, ({ body }) => buildAdminLesson({ id: 7, ...(body as object) }));
    renderWithProviders(<AdminItLessonEditPage />, { route: '/admin/it-lessons/list/new?block=20', path: PATH });

    expect(await screen.findByRole('heading', { name: 'Новый IT-урок' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Блок/ })).toHaveValue('2. Переменные');
    await userEvent.click(screen.getByRole('radio', { name: 'Видео' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Название/ }), { target: { value: 'Циклы в видео' } });
    const link = screen.getByRole('textbox', { name: /Ссылка на видео/ });
    fireEvent.change(link, { target: { value: 'https://example.org/movie.mp4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));

    expect(await screen.findByText(errorMessage('IT_VIDEO_LINK_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(server.callsTo(itCoursesApi.createLesson)).toHaveLength(0);

    fireEvent.change(link, { target: { value: 'https://youtu.be/rfscVS0vtbw' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));
    await waitFor(() => expect(server.callsTo(itCoursesApi.createLesson)).toHaveLength(1));
    expect(server.callsTo(itCoursesApi.createLesson)[0]?.body).toEqual({
      block_id: 20,
      type: 'video',
      title: 'Циклы в видео',
      text: '',
      link: 'https://youtu.be/rfscVS0vtbw',
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('IT-урок создан'));
  });

  it('saves an edited lesson, tells it is updated, and shows the server’s field error under its field', async () => {
    server.on(itCoursesApi.adminLesson, buildAdminLesson());
    server.on(itQuizzesApi.lessonQuizzes, { quizzes: [] });
    server.on(
      itCoursesApi.updateLesson,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'text', code: 'IT_LESSON_TEXT_REQUIRED', message: errorMessage('IT_LESSON_TEXT_REQUIRED') },
      ]),
    );
    renderWithProviders(<AdminItLessonEditPage />, { route: '/admin/it-lessons/list/5', path: PATH });

    expect(await screen.findByRole('textbox', { name: /Название/ })).toHaveValue('Переменные');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить урок' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('IT_LESSON_TEXT_REQUIRED')['ru-RU']);
    expect(notifySuccess).not.toHaveBeenCalled();

    server.on(itCoursesApi.updateLesson, ({ body }) => buildAdminLesson(body as object));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить урок' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('IT-урок обновлён'));
    expect(server.callsTo(itCoursesApi.updateLesson).at(-1)?.params.id).toBe('5');
  });
});
