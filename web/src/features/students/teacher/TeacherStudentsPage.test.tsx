import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, type Subject, type TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherStudentsPage } from './TeacherStudentsPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

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
let server: ReturnType<typeof mockServer>;

/** The filter of a list request; a filter left out of the query string reads as null. */
function queryOf(request: FakeRequest): Query {
  const groupId = request.query.get('group_id');
  return { group_id: groupId === null ? null : Number(groupId), search: request.query.get('search') };
}

const studentQueries = () =>
  server.calls.filter((call) => call.method === 'GET' && call.path === '/api/teachers/2/students').map(queryOf);

beforeEach(() => {
  students = [anna, boris];
  server = mockServer({
    'GET /api/subjects': ok(subjects),
    'GET /api/teachers/2/groups': ok(classes),
    'GET /api/teachers/2/students': (request) => {
      const { group_id, search } = queryOf(request);
      return ok(
        students.filter(
          (s) =>
            (group_id === null || s.classes.some((c) => c.id === group_id)) &&
            (search === null || s.name.toLowerCase().includes(search.toLowerCase())),
        ),
      );
    },
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
    server.set('GET /api/teachers/2/students', fail(403, 'FORBIDDEN'));
    renderWithProviders(<TeacherStudentsPage />, { locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('FORBIDDEN')['en-US']);
  });
});
