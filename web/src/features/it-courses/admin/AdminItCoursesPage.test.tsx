import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itCoursesApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_COURSES } from '../itCourses.fixtures.ts';
import { AdminItCoursesPage } from './AdminItCoursesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itCoursesApi.adminCourses, { courses: ADMIN_COURSES });
});

describe('AdminItCoursesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists each course with its blocks in order, each linking to its lessons, with a handle to drag it', async () => {
    renderWithProviders(<AdminItCoursesPage />);

    const course = await screen.findByRole('region', { name: 'Python для начинающих' });
    expect(within(course).getByRole('link', { name: '2 урока' })).toHaveAttribute(
      'href',
      '/admin/it-lessons/list?course=1&block=10',
    );
    expect(within(course).getByText('Переменные')).toBeInTheDocument();
    expect(within(course).getByRole('button', { name: 'Переместить блок «Знакомство»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Переместить курс «Python для начинающих»' })).toBeInTheDocument();
  });

  it('adds a block to a course through its form, refusing an empty title', async () => {
    server.on(itCoursesApi.createBlock, { id: 30, course_id: 1, title: 'Циклы', number: 3, lessons_count: 0 });
    renderWithProviders(<AdminItCoursesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Добавить блок' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый блок' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Заполните поле')).toBeInTheDocument();
    expect(server.callsTo(itCoursesApi.createBlock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Название/ }), { target: { value: 'Циклы' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(server.callsTo(itCoursesApi.createBlock)[0]?.body).toEqual({ course_id: 1, title: 'Циклы' }),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Блок создан'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
