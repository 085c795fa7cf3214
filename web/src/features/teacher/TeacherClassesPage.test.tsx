import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group, Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TeacherClassesPage } from './TeacherClassesPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const subjects: Subject[] = [
  { id: 1, main_id: 1, title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' }, color: '#4dabf7' },
  { id: 2, main_id: 2, title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' }, color: '#ff922b' },
];

function schoolClass(overrides: Partial<Group>): Group {
  return { id: 1, title: '3 «А»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 5, ...overrides };
}

let classes: Group[] = [];

beforeEach(() => {
  classes = [
    schoolClass({ id: 1, title: '3 «А»', subject_id: 1, students_count: 5 }),
    schoolClass({ id: 2, title: 'Скорочтение', subject_id: 2, students_count: 1 }),
    schoolClass({ id: 3, title: 'Старый класс', deleted_at: '2025-01-01T00:00:00Z' }),
  ];
  client.get.mockReset().mockImplementation((path: string) => {
    if (path === '/subjects') return Promise.resolve(subjects);
    if (path === '/teachers/2/groups') return Promise.resolve(classes);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
});

describe('TeacherClassesPage', () => {
  it('shows a card per class of the signed-in teacher with subject and students count', async () => {
    renderWithProviders(<TeacherClassesPage />);
    const card = await screen.findByRole('link', { name: '3 «А»' });
    expect(within(card).getByText('Математика')).toBeInTheDocument();
    expect(within(card).getByText('5 учеников')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Скорочтение' });
    expect(within(second).getByText('Чтение')).toBeInTheDocument();
    expect(within(second).getByText('1 ученик')).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/teachers/2/groups', expect.anything());
  });

  it('leaves deleted classes out', async () => {
    renderWithProviders(<TeacherClassesPage />);
    await screen.findByRole('link', { name: '3 «А»' });
    expect(screen.queryByText('Старый класс')).not.toBeInTheDocument();
  });

  it('opens the class page from its card', async () => {
    renderWithProviders(<TeacherClassesPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Скорочтение' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/2');
  });

  it('says so when the teacher has no classes', async () => {
    classes = [];
    renderWithProviders(<TeacherClassesPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Класів поки немає')).toBeInTheDocument();
  });
});
