import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DistributionEntry, Group, Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { type FakeRequest, fail, mockServer, ok } from '../../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TeacherDistributionPage } from './TeacherDistributionPage.tsx';

vi.mock('../../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const subjects: Subject[] = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: '#4dabf7',
    is_open: true,
  },
  {
    id: 2,
    main_id: 2,
    title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
    color: '#ff922b',
    is_open: true,
  },
  {
    id: 3,
    main_id: 3,
    title: { 'ru-RU': 'Ментальная арифметика', 'en-US': 'Mental arithmetic', 'uk-UA': 'Ментальна арифметика' },
    color: '#2f9e44',
    is_open: true,
  },
];

const schoolClass = (id: number, title: string, subject_id: number): Group => ({
  id,
  title,
  subject_id,
  teacher_id: 2,
  deleted_at: null,
  students_count: 3,
});

const entry = (student_id: number, name: string, subject_id = 1, status: 'active' | 'frozen' = 'active') => ({
  student_id,
  name,
  email: `s${student_id}@example.com`,
  subject_id,
  status,
  since: '2025-03-14T10:00:00Z',
  zero_lessons: { done: student_id === 101 ? 1 : 0, total: 2 },
});

type Query = { subject_id: number | null; status: string | null; search: string | null; page: number | null };

let classes: Group[] = [];
let waiting: DistributionEntry[] = [];
/** What the signed-in teacher (id 2) teaches. */
let taught: number[] = [];
let server: ReturnType<typeof mockServer>;

/** A query as the page sent it, with what it left out as null. */
function queryOf(request: FakeRequest): Query {
  const number = (key: string) => (request.query.has(key) ? Number(request.query.get(key)) : null);
  return {
    subject_id: number('subject_id'),
    status: request.query.get('status'),
    search: request.query.get('search'),
    page: number('page'),
  };
}
const distributionQueries = () =>
  server.calls.filter((call) => call.path === '/api/teachers/2/distribution').map(queryOf);
const posted = () =>
  server.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body] as const);

beforeEach(() => {
  vi.mocked(notifySuccess).mockReset();
  vi.mocked(notifyError).mockReset();
  classes = [schoolClass(10, '3 «А»', 1), schoolClass(11, '4 «Б»', 1), schoolClass(20, 'Скорочтение', 2)];
  taught = [1, 2];
  waiting = [entry(101, 'Анна Белова'), entry(102, 'Борис Волков', 1, 'frozen'), entry(103, 'Вера Галкина', 2)];
  server = mockServer({
    'GET /api/subjects': ok(subjects),
    'GET /api/teachers/2/groups': () => ok(classes),
    'GET /api/teachers/2/subjects': () => ok({ subject_ids: taught }),
    'GET /api/teachers/2/distribution': (request) => {
      const { subject_id, status, search } = queryOf(request);
      const items = waiting.filter(
        (e) =>
          (subject_id == null || e.subject_id === subject_id) &&
          (status == null || e.status === status) &&
          (search == null || `${e.name} ${e.email}`.toLowerCase().includes(search.toLowerCase())),
      );
      return ok({ items, total: items.length, page: 1, per_page: 100, last_page: 1 });
    },
  });
  for (const groupId of [10, 11, 20]) {
    server.set(`POST /api/groups/${groupId}/students`, (request) => {
      const { student_id } = request.body as { student_id: number };
      waiting = waiting.filter((e) => e.student_id !== student_id);
      return ok({ group_id: groupId, student_id });
    });
  }
  for (const id of [101, 102, 103]) {
    server.set(`PATCH /api/distribution/${id}`, (request) => {
      const { status } = request.body as { subject_id: number; status: 'active' | 'frozen' };
      waiting = waiting.map((e) => (e.student_id === id ? { ...e, status } : e));
      return ok(waiting.find((e) => e.student_id === id));
    });
  }
});

const row = (name: string) => {
  const cell = screen.getByText(name, { selector: 'p' });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
};

async function pickOption(input: HTMLElement, option: string) {
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('TeacherDistributionPage', () => {
  it('lists the waiting students with subject, waiting date, first lessons done and status', async () => {
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    const anna = row('Анна Белова');
    expect(within(anna).getByText('Математика')).toBeInTheDocument();
    expect(within(anna).getByText('14 мар. 2025 г.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Первые уроки' })).toBeInTheDocument();
    expect(within(anna).getByText('1 из 2')).toBeInTheDocument();
    expect(within(row('Борис Волков')).getByText('0 из 2')).toBeInTheDocument();
    expect(within(anna).getByRole('switch', { name: 'Активен в распределении: Анна Белова' })).toBeChecked();
    expect(within(row('Борис Волков')).getByRole('switch')).not.toBeChecked();
    expect(within(row('Вера Галкина')).getByText('Чтение')).toBeInTheDocument();
  });

  it('offers in the subject filter the subjects the teacher teaches, a class or not', async () => {
    taught = [2, 3];
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    await userEvent.click(screen.getByLabelText('Предмет', { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Чтение', 'Ментальная арифметика']);
  });

  it('filters by subject, status and name on the server', async () => {
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });

    await pickOption(screen.getByLabelText('Предмет', { selector: 'input' }), 'Математика');
    await waitFor(() => expect(distributionQueries().at(-1)).toMatchObject({ subject_id: 1, status: null }));
    await waitFor(() => expect(screen.queryByText('Вера Галкина', { selector: 'p' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('radio', { name: 'Заморожен' }));
    await waitFor(() => expect(distributionQueries().at(-1)).toMatchObject({ subject_id: 1, status: 'frozen' }));
    await waitFor(() => expect(screen.queryByText('Анна Белова', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Борис Волков', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Все' }));
    await userEvent.type(screen.getByLabelText('Поиск'), ' бел');
    await waitFor(() =>
      expect(distributionQueries().at(-1)).toMatchObject({ subject_id: 1, status: null, search: 'бел' }),
    );
    expect(distributionQueries().filter((query) => query.search)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Борис Волков', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Анна Белова', { selector: 'p' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Поиск'));
    await userEvent.type(screen.getByLabelText('Поиск'), 'никого');
    expect(await screen.findByText('Никого не нашли')).toBeInTheDocument();
  });

  it('finds a student beyond the loaded page through the server, from its first page', async () => {
    server.set('GET /api/teachers/2/distribution', (request) => {
      const { page: asked, search } = queryOf(request);
      const page = asked ?? 1;
      if (search) return ok({ items: [entry(150, 'Ольга Щукина')], total: 1, page, per_page: 100, last_page: 1 });
      const items = page === 1 ? waiting : [entry(149, 'Пётр Котов')];
      return ok({ items, total: 101, page, per_page: 100, last_page: 2 });
    });
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Пётр Котов', { selector: 'p' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Поиск'), 'щукина');
    expect(await screen.findByText('Ольга Щукина', { selector: 'p' })).toBeInTheDocument();
    expect(distributionQueries().at(-1)).toMatchObject({ search: 'щукина', page: 1 });
    expect(screen.queryByText('Пётр Котов', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });

  it('freezes a student with the status switch', async () => {
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    await userEvent.click(screen.getByRole('switch', { name: 'Активен в распределении: Анна Белова' }));
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body] as const),
      ).toEqual([['/api/distribution/101', { subject_id: 1, status: 'frozen' }]]),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Анна Белова: распределение заморожено'));
    await waitFor(() => expect(within(row('Анна Белова')).getByRole('switch')).not.toBeChecked());
  });

  it('assigns a student to a class of their subject in one pick, and the row goes', async () => {
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    const select = screen.getByLabelText('Добавить в класс: Анна Белова', { selector: 'input' });
    await userEvent.click(select);
    expect(await screen.findByRole('option', { name: '3 «А»' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Скорочтение' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: '4 «Б»' }));

    await waitFor(() => expect(posted()).toEqual([['/api/groups/11/students', { student_id: 101 }]]));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Анна Белова теперь в классе «4 «Б»»'));
    await waitFor(() => expect(screen.queryByText('Анна Белова', { selector: 'p' })).not.toBeInTheDocument());
  });

  it('assigns several selected students to one class', async () => {
    renderWithProviders(<TeacherDistributionPage />);
    await screen.findByText('Анна Белова', { selector: 'p' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Анна Белова' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Вера Галкина' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными учениками' });
    expect(within(bar).getByText(/Выбраны ученики разных предметов/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Вера Галкина' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Борис Волков' }));
    expect(within(bar).getByText('Выбрано 2 ученика')).toBeInTheDocument();
    await pickOption(within(bar).getByLabelText('Класс для выбранных', { selector: 'input' }), '3 «А»');
    await userEvent.click(within(bar).getByRole('button', { name: 'Добавить 2 учеников' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('2 ученика добавлены в класс «3 «А»»'));
    expect(posted()).toEqual([
      ['/api/groups/10/students', { student_id: 101 }],
      ['/api/groups/10/students', { student_id: 102 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(screen.getByText('Вера Галкина', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Анна Белова', { selector: 'p' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a student cannot be placed, and keeps the row", async () => {
    server.set('POST /api/groups/10/students', fail(409, 'STUDENT_NOT_WAITING'));
    renderWithProviders(<TeacherDistributionPage />, { locale: 'en-US' });
    await screen.findByText('Анна Белова', { selector: 'p' });
    await pickOption(screen.getByLabelText('Assign Анна Белова to a class', { selector: 'input' }), '3 «А»');

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Error', 'Анна Белова: The student already has a class in this subject'),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByText('Анна Белова', { selector: 'p' })).toBeInTheDocument();
  });

  it('says when nobody is waiting, and sends a teacher without classes to create one', async () => {
    waiting = [];
    const { unmount } = renderWithProviders(<TeacherDistributionPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Усіх учнів розподілено')).toBeInTheDocument();
    unmount();

    classes = [];
    renderWithProviders(<TeacherDistributionPage />);
    expect(await screen.findByText('Сначала создайте класс')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К классам' })).toHaveAttribute('href', '/teacher/classes');
  });
});
