import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, groupsApi, type Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok, refuse } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherClassesPage } from './TeacherClassesPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

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
];

function schoolClass(overrides: Partial<Group>): Group {
  return { id: 1, title: '3 «А»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 5, ...overrides };
}

let current: Group[] = [];
let deleted: Group[] = [];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  current = [
    schoolClass({ id: 1, title: '3 «А»', subject_id: 1, students_count: 5 }),
    schoolClass({ id: 2, title: 'Скорочтение', subject_id: 2, students_count: 1 }),
    schoolClass({ id: 4, title: '10 «Б»', subject_id: 1, students_count: 15 }),
  ];
  deleted = [schoolClass({ id: 3, title: 'Старый класс', deleted_at: '2026-01-10T09:00:00Z', students_count: 3 })];
  server = mockServer({
    'GET /api/subjects': ok(subjects),
    'GET /api/teachers/2/groups': (request) => ok(request.query.get('deleted') === '1' ? deleted : current),
  });
});

function cardTitles(): string[] {
  return screen.getAllByRole('link', { name: /./ }).flatMap((link) => {
    const href = link.getAttribute('href') ?? '';
    return /^\/teacher\/classes\/\d+$/.test(href) ? [link.getAttribute('aria-label') ?? ''] : [];
  });
}

describe('TeacherClassesPage', () => {
  it('shows a card per current class, in title order, with subject and students count', async () => {
    renderWithProviders(<TeacherClassesPage />);
    const card = await screen.findByRole('link', { name: '3 «А»' });
    expect(within(card).getByText('Математика')).toBeInTheDocument();
    expect(within(card).getByText('5 учеников')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Скорочтение' });
    expect(within(second).getByText('1 ученик')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['3 «А»', '10 «Б»', 'Скорочтение']);
    expect(screen.queryByText('Старый класс')).not.toBeInTheDocument();
  });

  it('narrows the list to one subject and keeps the choice in the address', async () => {
    renderWithProviders(<TeacherClassesPage />, { route: '/teacher/classes' });
    await screen.findByRole('link', { name: '3 «А»' });
    const filter = screen.getByRole('radiogroup', { name: 'Предмет' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Чтение' }));
    expect(cardTitles()).toEqual(['Скорочтение']);
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes?subject=2');
    expect(screen.getByRole('link', { name: 'Создать класс' })).toHaveAttribute(
      'href',
      '/teacher/classes/create?subject=2',
    );
    await userEvent.click(within(filter).getByRole('radio', { name: 'Все предметы' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('opens the class page from its card', async () => {
    renderWithProviders(<TeacherClassesPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Скорочтение' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/2');
  });

  it('lists the deleted classes and restores one with its students', async () => {
    server.on(groupsApi.restore, (request) => {
      if (request.params.id !== '3') return refuse(404, 'NOT_FOUND');
      const restored = { ...deleted[0], deleted_at: null } as Group;
      deleted = [];
      current = [...current, restored];
      return restored;
    });
    renderWithProviders(<TeacherClassesPage />, { route: '/teacher/classes?view=deleted' });
    const card = await screen.findByRole('article', { name: 'Старый класс' });
    expect(within(card).getByText('3 ученика')).toBeInTheDocument();
    expect(
      server.calls.some((call) => call.path === '/api/teachers/2/groups' && call.query.get('deleted') === '1'),
    ).toBe(true);

    await userEvent.click(within(card).getByRole('button', { name: 'Восстановить класс Старый класс' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Класс «Старый класс» восстановлен вместе с учениками'),
    );
    expect(await screen.findByText('Удалённых классов нет')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Текущие' }));
    expect(await screen.findByRole('link', { name: 'Старый класс' })).toBeInTheDocument();
  });

  it("reports a refused restore with the generic 'Error' notice and the server's text", async () => {
    server.on(groupsApi.restore, refuse(404, 'NOT_FOUND'));
    renderWithProviders(<TeacherClassesPage />, { route: '/teacher/classes?view=deleted', locale: 'en-US' });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore class Старый класс' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error', errorMessage('NOT_FOUND')['en-US']));
  });

  it('offers to create the first class when the teacher has none', async () => {
    current = [];
    renderWithProviders(<TeacherClassesPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Класів поки немає')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Створити клас' })[0]).toHaveAttribute(
      'href',
      '/teacher/classes/create',
    );
  });
});
