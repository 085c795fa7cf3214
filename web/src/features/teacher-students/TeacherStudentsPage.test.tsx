import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, type Subject, type TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TeacherStudentsPage } from './TeacherStudentsPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const subjects: Subject[] = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: '#4dabf7',
    is_open: true,
  },
];

const classes: Group[] = [
  { id: 10, title: '3 «А»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 2 },
  { id: 11, title: '4 «Б»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 1 },
  {
    id: 12,
    title: 'Старый класс',
    subject_id: 1,
    teacher_id: 2,
    deleted_at: '2025-01-01T00:00:00Z',
    students_count: 0,
  },
];

const anna: TeacherStudent = {
  id: 101,
  name: 'Анна Белова',
  email: 'anna@example.com',
  classes: [
    { id: 10, title: '3 «А»', subject_id: 1 },
    { id: 11, title: '4 «Б»', subject_id: 1 },
  ],
};
const boris: TeacherStudent = {
  id: 102,
  name: 'Борис Волков',
  email: 'boris@example.com',
  classes: [{ id: 10, title: '3 «А»', subject_id: 1 }],
};

type Query = { group_id: number | null; search: string | null };
let students: TeacherStudent[] = [];
const studentQueries = () =>
  client.get.mock.calls.filter(([path]) => path === '/teachers/2/students').map(([, opts]) => opts.query as Query);

beforeEach(() => {
  students = [anna, boris];
  client.get.mockReset().mockImplementation((path: string, opts: { query: Query }) => {
    if (path === '/subjects') return Promise.resolve(subjects);
    if (path === '/teachers/2/groups') return Promise.resolve(classes);
    if (path === '/teachers/2/students') {
      const { group_id, search } = opts.query;
      return Promise.resolve(
        students.filter(
          (s) =>
            (group_id === null || s.classes.some((c) => c.id === group_id)) &&
            (search === null || s.name.toLowerCase().includes(search.toLowerCase())),
        ),
      );
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
});

describe('TeacherStudentsPage', () => {
  it("lists the teacher's students with their classes, each name opening the student's card", async () => {
    renderWithProviders(<TeacherStudentsPage />);
    const link = await screen.findByRole('link', { name: 'Анна Белова' });
    const annaRow = link.closest('tr') as HTMLElement;
    expect(within(annaRow).getByText('3 «А»')).toBeInTheDocument();
    expect(within(annaRow).getByText('4 «Б»')).toBeInTheDocument();
    expect(within(annaRow).getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 ученика')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Борис Волков' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/students/102');
  });

  it('searches by name on the server', async () => {
    renderWithProviders(<TeacherStudentsPage />);
    await screen.findByRole('link', { name: 'Анна Белова' });
    await userEvent.type(screen.getByLabelText('Поиск'), 'волк');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Анна Белова' })).not.toBeInTheDocument());
    expect(studentQueries().at(-1)).toEqual({ group_id: null, search: 'волк' });
    expect(screen.getByRole('link', { name: 'Борис Волков' })).toBeInTheDocument();
  });

  it('filters by one of the current classes', async () => {
    renderWithProviders(<TeacherStudentsPage />);
    await screen.findByRole('link', { name: 'Анна Белова' });
    await userEvent.click(screen.getByLabelText('Класс', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: '3 «А»' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Старый класс' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '4 «Б»' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Борис Волков' })).not.toBeInTheDocument());
    expect(studentQueries().at(-1)).toEqual({ group_id: 11, search: null });
    expect(screen.getByText('1 ученик')).toBeInTheDocument();
  });

  it('tells an empty list from a search that found nobody', async () => {
    students = [];
    const { unmount } = renderWithProviders(<TeacherStudentsPage />, { locale: 'en-US' });
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
    unmount();

    students = [anna];
    renderWithProviders(<TeacherStudentsPage />, { locale: 'uk-UA' });
    await screen.findByRole('link', { name: 'Анна Белова' });
    await userEvent.type(screen.getByLabelText('Пошук'), 'zzz');
    expect(await screen.findByText('Нікого не знайдено')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    client.get.mockImplementation((path: string) =>
      path === '/teachers/2/students'
        ? Promise.reject(new ApiError(403, 'FORBIDDEN', errorMessage('FORBIDDEN')))
        : Promise.resolve(path === '/subjects' ? subjects : classes),
    );
    renderWithProviders(<TeacherStudentsPage />, { locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('FORBIDDEN')['en-US']);
  });
});
