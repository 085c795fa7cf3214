import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStudentListItem } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminStudentsPage } from './AdminStudentsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SUBJECTS = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: 'blue',
    is_open: true,
  },
  {
    id: 2,
    main_id: 2,
    title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
    color: 'red',
    is_open: true,
  },
];

function buildStudent(id: number, overrides: Partial<AdminStudentListItem> = {}): AdminStudentListItem {
  return {
    id,
    name: `Ученик ${id}`,
    first_name: 'Ученик',
    last_name: String(id),
    email: `s${id}@example.com`,
    phone: null,
    is_active: true,
    birth_date: '2015-01-01',
    created_at: '2026-01-01T10:00:00Z',
    subjects: [
      { subject_id: 1, status: 'active', group: { id: 7, title: '1-А' }, teacher: { id: 3, name: 'Мария Учитель' } },
    ],
    ...overrides,
  };
}

const students = [buildStudent(10), buildStudent(11, { is_active: false })];
let server: ReturnType<typeof mockServer>;

const listQueries = () =>
  server.calls
    .filter((call) => call.method === 'GET' && call.path === '/api/admin/students')
    .map((call) => Object.fromEntries(call.query));
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  server = mockServer({
    'GET /api/admin/students': ok({ items: students, total: 2, page: 1, per_page: 20, last_page: 1 }),
    'GET /api/subjects': ok(SUBJECTS),
    'GET /api/users': ok({ items: [], total: 0, page: 1, per_page: 100, last_page: 1 }),
    'GET /api/groups': ok({ items: [], total: 0, page: 1, per_page: 100, last_page: 1 }),
    'POST /api/admin/students/activity': ok({ count: 2, ids: [10, 11] }),
  });
});

describe('the admin student list', () => {
  it('asks the server with the filters the address holds', async () => {
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students?subject_id=1&no_class=true&sort=birth_date' });
    await screen.findByText('s10@example.com');
    expect(listQueries()[0]).toMatchObject({
      subject_id: '1',
      no_class: 'true',
      sort: 'birth_date',
      order: 'asc',
      page: '1',
    });
  });

  it('puts a typed search, a checked filter and a clicked sort into the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students' });
    await screen.findByText('s10@example.com');

    await user.click(screen.getByLabelText('Ещё без класса'));
    await waitFor(() => expect(location()).toContain('no_class=true'));

    await user.click(screen.getByRole('button', { name: /Дата рождения/ }));
    await waitFor(() => expect(location()).toContain('sort=birth_date'));

    await user.type(screen.getByLabelText('Поиск'), 'Оля');
    await waitFor(() => expect(location()).toContain(`search=${encodeURIComponent('Оля')}`));
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ search: 'Оля', no_class: 'true', sort: 'birth_date' }),
    );
  });

  it('shows the bulk bar once students are selected and blocks the selection after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students' });
    await screen.findByText('s10@example.com');
    expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull();

    await user.click(screen.getByLabelText('Выбрать всех на странице'));
    const bar = await screen.findByRole('region', { name: 'Действия с выбранными' });
    expect(within(bar).getByText('Выбрано 2 ученика')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        student_ids: [10, 11],
        subject_id: null,
        active: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull());
  });
});
