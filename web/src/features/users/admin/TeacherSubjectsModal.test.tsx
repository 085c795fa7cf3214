import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Subject, type User } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 1, role_id: 1 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const person = (id: number, role_id: 1 | 2 | 3, name: string): User => ({
  id,
  role_id,
  name,
  first_name: name.split(' ')[0] ?? name,
  last_name: name.split(' ')[1] ?? '',
  email: `user${id}@example.com`,
  phone: null,
  is_active: true,
  avatar: null,
  property: { age: null, guides: [] },
  locale: 'ru-RU',
  created_at: '2025-01-01T10:00:00Z',
});

const teacher = person(2, 2, 'Мария Учитель');
const student = person(5, 3, 'Иван Петров');
const subjects: Subject[] = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: '#4263eb',
    is_open: true,
  },
  {
    id: 2,
    main_id: 2,
    title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
    color: '#f08c00',
    is_open: true,
  },
];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/users': ok({ items: [teacher, student], total: 2, page: 1, per_page: 20, last_page: 1 }),
    'GET /api/subjects': ok(subjects),
    'GET /api/teachers/2/subjects': ok({ subject_ids: [1] }),
  });
});

/** The subject sets the editor sent for the teacher. */
const saved = () =>
  server.calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/teachers/2/subjects')
    .map((call) => call.body);

async function openEditor() {
  renderWithProviders(<AdminUsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Действия: Мария Учитель' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Предметы' }));
  const dialog = await screen.findByRole('dialog', { name: 'Предметы учителя: Мария Учитель' });
  await within(dialog).findAllByText('Математика');
  return dialog;
}

async function toggle(dialog: HTMLElement, name: string) {
  // The label names both the typed-in field and the listbox; the field opens the options.
  const field = within(dialog)
    .getAllByLabelText(/^Предметы(\s*\*)?$/)
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
  if (!field) throw new Error('no subjects field');
  await userEvent.click(field);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('TeacherSubjectsModal', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it("offers the subjects editor for a teacher's row only", async () => {
    renderWithProviders(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Действия: Иван Петров' }));
    expect(await screen.findByRole('menuitem', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Предметы' })).not.toBeInTheDocument();
  });

  it("shows the teacher's subjects and saves the new set", async () => {
    server.set('PUT /api/teachers/2/subjects', ok({ subject_ids: [1, 2] }));
    const dialog = await openEditor();
    await toggle(dialog, 'Чтение');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved()).toEqual([{ subject_ids: [1, 2] }]));
    expect(notifySuccess).toHaveBeenCalledWith('Предметы учителя Мария Учитель сохранены');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for at least one subject before sending', async () => {
    const dialog = await openEditor();
    await toggle(dialog, 'Математика');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Ничего не выбрано')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it('shows the refusal of a subject still in use under the field and stays open', async () => {
    server.set('PUT /api/teachers/2/subjects', fail(409, 'TEACHER_SUBJECT_IN_USE'));
    const dialog = await openEditor();
    await toggle(dialog, 'Чтение');
    await toggle(dialog, 'Математика');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(errorMessage('TEACHER_SUBJECT_IN_USE')['ru-RU'])).toBeInTheDocument();
    expect(saved()).toEqual([{ subject_ids: [2] }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
