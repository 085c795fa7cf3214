import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, type GroupDetail, type GroupMessage, groupsApi } from '@umka/contracts';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherClassPage } from './TeacherClassPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const math = {
  id: 1,
  main_id: 1,
  title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
  color: '#4dabf7',
  is_open: true,
};

const DESKTOP_WIDTH = 1280;
const ROUTE = { route: '/teacher/classes/7', path: '/teacher/classes/:id' };

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

function group(overrides: Partial<Group>): Group {
  return { id: 7, title: '3 «А»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 2, ...overrides };
}

let detail: GroupDetail;
let message: GroupMessage;
let server: ReturnType<typeof mockServer>;

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  detail = {
    ...group({}),
    students: [
      { id: 11, name: 'Яна Смирнова', email: 'yana@example.com' },
      { id: 12, name: 'Артём Ким', email: 'artem@example.com' },
    ],
  };
  message = { group_id: 7, text: 'Контрольная в пятницу', updated_at: '2026-11-20T10:00:00Z' };
  server = mockServer({
    'GET /api/subjects': ok([math]),
    'GET /api/teachers/2/groups/7': () => ok(detail),
    'GET /api/teachers/2/groups': ok([
      group({}),
      group({ id: 8, title: '3 «Б»' }),
      group({ id: 9, title: 'Скорочтение', subject_id: 2 }),
    ]),
  });
  server.on(groupsApi.message, () => message);
});

/** The calls the page made with this method and path. */
function callsOf(method: string, path: string) {
  return server.calls.filter((call) => call.method === method && call.path === path);
}

function dialog() {
  return screen.getByRole('dialog');
}

describe('TeacherClassPage', () => {
  it('shows the class from the address with its students in alphabetical order', async () => {
    renderWithProviders(<TeacherClassPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: '3 «А»' })).toBeInTheDocument();
    expect(await screen.findByText('Математика')).toBeInTheDocument();
    const names = within(screen.getByRole('table')).getAllByText(/^(Артём Ким|Яна Смирнова)$/);
    expect(names.map((name) => name.textContent)).toEqual(['Артём Ким', 'Яна Смирнова']);
    expect(screen.getByRole('link', { name: 'yana@example.com' })).toHaveAttribute('href', 'mailto:yana@example.com');
    expect(screen.getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/teacher/classes/7/edit');
  });

  it('deletes the class only once confirmed, then goes back to the list saying it can be restored', async () => {
    server.on(groupsApi.remove, group({ deleted_at: '2026-11-21T12:00:00Z' }));
    renderWithProviders(<TeacherClassPage />, ROUTE);
    await screen.findByRole('heading', { level: 1, name: '3 «А»' });

    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(within(dialog()).getByText('Удалить класс?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Нет' }));
    expect(server.callsTo(groupsApi.remove)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(server.callsTo(groupsApi.remove).map((call) => call.params)).toEqual([{ id: '7' }]));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Класс «3 «А»» удалён. Его можно восстановить в разделе «Удалённые».'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/teacher\/classes$/);
    // The deleted class answers 404 now; its page must not ask for it again on the way out.
    expect(callsOf('GET', '/api/teachers/2/groups/7')).toHaveLength(1);
  });

  it('saves the class notice and shows how much of the limit is used', async () => {
    server.on(groupsApi.writeMessage, (request) => {
      message = { group_id: 7, text: (request.body as { text: string }).text, updated_at: '2026-11-21T12:00:00Z' };
      return message;
    });
    renderWithProviders(<TeacherClassPage />, ROUTE);
    const text = await screen.findByRole('textbox', { name: 'Текст объявления' });
    expect(text).toHaveValue('Контрольная в пятницу');
    expect(screen.getByText('21 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await userEvent.clear(text);
    await userEvent.type(text, 'Принесите тетради');
    expect(screen.getByText('17 / 2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Объявление сохранено'));
    expect(server.callsTo(groupsApi.writeMessage).map((call) => [call.params, call.body])).toEqual([
      [{ id: '7' }, { text: 'Принесите тетради' }],
    ]);
    expect(screen.getByRole('textbox', { name: 'Текст объявления' })).toHaveValue('Принесите тетради');
  });

  it('takes the notice down after a confirmation', async () => {
    server.on(groupsApi.writeMessage, { group_id: 7, text: null, updated_at: '2026-11-21T12:00:00Z' });
    renderWithProviders(<TeacherClassPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Объявление убрано'));
    expect(server.callsTo(groupsApi.writeMessage).map((call) => [call.params, call.body])).toEqual([
      [{ id: '7' }, { text: '' }],
    ]);
    expect(screen.getByRole('textbox', { name: 'Текст объявления' })).toHaveValue('');
  });

  it('removes a student from the class after a confirmation naming them', async () => {
    server.set('DELETE /api/groups/7/students/11', () => {
      detail = { ...detail, students: detail.students.filter((student) => student.id !== 11), students_count: 1 };
      return ok({ group_id: 7, student_id: 11 });
    });
    renderWithProviders(<TeacherClassPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из класса: Яна Смирнова' }));
    expect(within(dialog()).getByText(/Яна Смирнова больше не будет в классе «3 «А»»/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(callsOf('DELETE', '/api/groups/7/students/11')).toHaveLength(1));
    expect(notifySuccess).toHaveBeenCalledWith('Яна Смирнова: ученик убран из класса');
    await waitFor(() => expect(screen.queryByText('Яна Смирнова')).not.toBeInTheDocument());
  });

  it("reports a refused removal with the generic 'Error' notice and the server's text", async () => {
    server.set('DELETE /api/groups/7/students/12', fail(403, 'FORBIDDEN'));
    renderWithProviders(<TeacherClassPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из класса: Артём Ким' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ошибка', errorMessage('FORBIDDEN')['ru-RU']));
  });

  it("moves a student to another of the teacher's classes of the same subject", async () => {
    server.set('POST /api/groups/7/students/12/move', ok({ group_id: 8, student_id: 12 }));
    renderWithProviders(<TeacherClassPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Перевести в другой класс: Артём Ким' }));
    await userEvent.click(await within(dialog()).findByRole('combobox', { name: 'Новый класс' }));
    expect(screen.queryByRole('option', { name: 'Скорочтение' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '3 «А»' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: '3 «Б»' }));
    expect(within(dialog()).getByText('Артём Ким перейдёт из класса «3 «А»» в класс «3 «Б»».')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Перевести' }));
    await waitFor(() =>
      expect(callsOf('POST', '/api/groups/7/students/12/move').map((call) => call.body)).toEqual([{ group_id: 8 }]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Артём Ким: ученик переведён в класс «3 «Б»»');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when the class is not the teacher's", async () => {
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/99', path: '/teacher/classes/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не найдено');
    expect(screen.getByRole('link', { name: 'Ко всем классам' })).toHaveAttribute('href', '/teacher/classes');
  });

  it('does not ask the server about an address that is not a class id', async () => {
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/abc', path: '/teacher/classes/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Класс не найден' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.includes('/groups/'))).toEqual([]);
  });
});
