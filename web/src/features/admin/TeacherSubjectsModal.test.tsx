import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Subject, type User } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../test/render.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 1, role_id: 1 } }) }));
vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

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

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  client.get.mockReset().mockImplementation((path: string) => {
    if (path === '/users')
      return Promise.resolve({ items: [teacher, student], total: 2, page: 1, per_page: 20, last_page: 1 });
    if (path === '/subjects') return Promise.resolve(subjects);
    if (path === '/teachers/2/subjects') return Promise.resolve({ subject_ids: [1] });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  client.put.mockReset();
});

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
    client.put.mockResolvedValue({ subject_ids: [1, 2] });
    const dialog = await openEditor();
    await toggle(dialog, 'Чтение');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith('/teachers/2/subjects', { subject_ids: [1, 2] }, expect.anything()),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Предметы учителя Мария Учитель сохранены');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for at least one subject before sending', async () => {
    const dialog = await openEditor();
    await toggle(dialog, 'Математика');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Ничего не выбрано')).toBeInTheDocument();
    expect(client.put).not.toHaveBeenCalled();
  });

  it('shows the refusal of a subject still in use under the field and stays open', async () => {
    client.put.mockRejectedValue(new ApiError(409, 'TEACHER_SUBJECT_IN_USE', errorMessage('TEACHER_SUBJECT_IN_USE')));
    const dialog = await openEditor();
    await toggle(dialog, 'Чтение');
    await toggle(dialog, 'Математика');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(errorMessage('TEACHER_SUBJECT_IN_USE')['ru-RU'])).toBeInTheDocument();
    expect(client.put).toHaveBeenCalledWith('/teachers/2/subjects', { subject_ids: [2] }, expect.anything());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
