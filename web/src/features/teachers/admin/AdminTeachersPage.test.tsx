import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminTeachersPage } from './AdminTeachersPage.tsx';
import { buildDetail, buildTeacher, page, SUBJECTS } from './teacherFixtures.ts';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const busy = buildTeacher({ id: 2, classes_count: 3, students_count: 41, subject_ids: [1, 2] });
const blocked = buildTeacher({ id: 3, name: 'Олег Сидоров', email: 'oleg@example.com', is_active: false });

let server: ReturnType<typeof mockServer>;
const listQueries = () =>
  server.calls
    .filter((call) => call.method === 'GET' && call.path === '/api/admin/teachers')
    .map((call) => Object.fromEntries(call.query));
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  server = mockServer({
    'GET /api/admin/teachers': ok(page([busy, blocked])),
    'GET /api/subjects': ok(SUBJECTS),
    'PATCH /api/admin/teachers/2/activity': ok(buildDetail({ teacher: { ...busy, is_active: false } })),
  });
});

describe('AdminTeachersPage', () => {
  it('lists teachers with their subjects, class and student counts, each linking to its page', async () => {
    renderWithProviders(<AdminTeachersPage />, { route: '/admin/teachers' });
    const link = await screen.findByRole('link', { name: 'Мария Ветрова' });
    expect(link).toHaveAttribute('href', '/admin/teachers/2');
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('41')).toBeInTheDocument();
    expect(await within(row).findByText('Чтение')).toBeInTheDocument();
    expect(screen.getByText('Заблокирован')).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ page: '1', per_page: '20', sort: 'name', order: 'asc' });
  });

  it('keeps the search, filters, sort and page in the address and asks the server for them', async () => {
    renderWithProviders(<AdminTeachersPage />, { route: '/admin/teachers?status=blocked&page=2' });
    await screen.findByRole('link', { name: 'Мария Ветрова' });
    expect(listQueries()[0]).toMatchObject({ is_active: 'false', page: '2' });

    await userEvent.click(screen.getByRole('button', { name: 'Ученики' }));
    await waitFor(() => expect(location()).toContain('sort=students_count'));
    expect(location()).not.toContain('page=');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sort: 'students_count', order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ученики' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sort: 'students_count', order: 'desc' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск' }), 'Мар');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ search: 'Мар' }));
    expect(location()).toContain(`search=${encodeURIComponent('Мар')}`);
  });

  it(
    'blocks a teacher only after the admin confirms, saying their sessions end',
    async () => {
      renderWithProviders(<AdminTeachersPage />, { route: '/admin/teachers' });
      await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать: Мария Ветрова' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Заблокировать пользователя?');
      expect(dialog).toHaveTextContent('открытые сеансы сразу завершатся');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
      await waitFor(() =>
        expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
          { is_active: false },
        ]),
      );
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});
