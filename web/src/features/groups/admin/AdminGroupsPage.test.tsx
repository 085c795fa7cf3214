import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { buildSubject, buildUser, type FakeRequest, fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminGroupsPage } from './AdminGroupsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const anna = buildUser(ROLE.teacher, { id: 7, name: 'Anna Petrova' });
const boris = buildUser(ROLE.teacher, { id: 8, name: 'Boris Ivanov' });
const math = buildSubject(1, { id: 1 });
const mental = buildSubject(2, { id: 2 });

const foxes: Group = { id: 31, title: 'Foxes', subject_id: 1, teacher_id: 7, deleted_at: null, students_count: 5 };
const owls: Group = { id: 32, title: 'Owls', subject_id: 2, teacher_id: 8, deleted_at: null, students_count: 0 };
const bears: Group = {
  id: 33,
  title: 'Bears',
  subject_id: 1,
  teacher_id: 7,
  deleted_at: '2026-11-01T10:00:00.000Z',
  students_count: 2,
};

/** Answers the list the way the server filters it, so a filter visibly narrows the table. */
function listGroups(request: FakeRequest) {
  const teacherId = request.query.get('teacher_id');
  const subjectId = request.query.get('subject_id');
  const deleted = request.query.get('deleted') === '1';
  const items = [foxes, owls, bears].filter(
    (group) =>
      (group.deleted_at !== null) === deleted &&
      (!teacherId || group.teacher_id === Number(teacherId)) &&
      (!subjectId || group.subject_id === Number(subjectId)),
  );
  return ok({ items, total: items.length, page: 1, per_page: 20, last_page: 1 });
}

const ROUTES = {
  'GET /api/groups': listGroups,
  'GET /api/users': ok({ items: [anna, boris], total: 2, page: 1, per_page: 100, last_page: 1 }),
  'GET /api/subjects': ok([math, mental]),
};

const listCalls = (server: ReturnType<typeof mockServer>) =>
  server.calls.filter((call) => call.method === 'GET' && call.path === '/api/groups');

function rowOf(title: string) {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

async function chooseNewTeacher(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Change teacher of class "Foxes"' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByLabelText('New teacher', { selector: 'input' }));
  expect(screen.queryByRole('option', { name: 'Anna Petrova' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over the class' }));
  return dialog;
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
});

describe('AdminGroupsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the classes and narrows them by teacher, subject and the deleted switch', async () => {
    const server = mockServer(ROUTES);
    renderWithProviders(<AdminGroupsPage />, { locale: 'en-US' });

    await screen.findByText('Foxes');
    await waitFor(() => expect(within(rowOf('Foxes')).getByText('Anna Petrova')).toBeInTheDocument());
    expect(within(rowOf('Foxes')).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(rowOf('Owls')).getByText('Boris Ivanov')).toBeInTheDocument();
    expect(screen.queryByText('Bears')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Teacher', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anna Petrova' }));
    await waitFor(() => expect(screen.queryByText('Owls')).not.toBeInTheDocument());
    expect(listCalls(server).at(-1)?.query.toString()).toBe('page=1&per_page=20&teacher_id=7');

    await userEvent.click(screen.getByRole('switch', { name: 'Show deleted' }));
    expect(await screen.findByText('Bears')).toBeInTheDocument();
    expect(within(rowOf('Bears')).getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText('Foxes')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Subject', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: mental.title['en-US'] }));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(listCalls(server).at(-1)?.query.toString()).toBe('page=1&per_page=20&teacher_id=7&subject_id=2&deleted=1');
  });

  it('hands a class to the chosen teacher and reloads the list', async () => {
    const server = mockServer({
      ...ROUTES,
      'PATCH /api/admin/groups/31/change-teacher': ok({ ...foxes, teacher_id: 8 }),
    });
    renderWithProviders(<AdminGroupsPage />, { locale: 'en-US' });
    await screen.findByText('Foxes');
    const loadsBefore = listCalls(server).length;

    await chooseNewTeacher('Boris Ivanov');

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Class "Foxes" now belongs to Boris Ivanov'));
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/groups/31/change-teacher');
    expect(patch?.body).toEqual({ teacher_id: 8 });
    await waitFor(() => expect(listCalls(server).length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal in the modal and keeps it open', async () => {
    mockServer({
      ...ROUTES,
      'PATCH /api/admin/groups/31/change-teacher': fail(422, 'VALIDATION_FAILED', [
        { field: 'teacher_id', code: 'NOT_A_TEACHER', message: errorMessage('NOT_A_TEACHER') },
      ]),
    });
    renderWithProviders(<AdminGroupsPage />, { locale: 'en-US' });
    await screen.findByText('Foxes');

    const dialog = await chooseNewTeacher('Boris Ivanov');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a teacher');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
