import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type GroupDetail, groupsApi, type Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok, refuse } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherClassFormPage } from './TeacherClassFormPage.tsx';

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
  {
    id: 3,
    main_id: 3,
    title: { 'ru-RU': 'Ментальная арифметика', 'en-US': 'Mental arithmetic', 'uk-UA': 'Ментальна арифметика' },
    color: '#2f9e44',
    is_open: true,
  },
];

let existing: GroupDetail;
/** What the signed-in teacher (id 2) teaches. */
let taught: number[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  existing = {
    id: 7,
    title: '3 «А»',
    subject_id: 1,
    teacher_id: 2,
    deleted_at: null,
    students_count: 0,
    students: [],
  };
  taught = [1, 2];
  server = mockServer({
    'GET /api/subjects': ok(subjects),
    'GET /api/teachers/2/subjects': () => ok({ subject_ids: taught }),
    'GET /api/teachers/2/groups/7': () => ok(existing),
    'GET /api/groups/7/picture-login': ok({ group_id: 7, enabled: false, code: null, students: [] }),
    'GET /api/groups/7/parent-chat': ok({ group_id: 7, enabled: false }),
  });
});

/** The bodies the page sent to an endpoint. */
function sent(endpoint: Parameters<typeof server.callsTo>[0]): unknown[] {
  return server.callsTo(endpoint).map((call) => call.body);
}

const CREATE = { route: '/teacher/classes/create', path: '/teacher/classes/create' };
const EDIT = { route: '/teacher/classes/7/edit', path: '/teacher/classes/:id/edit' };

function validationFailure(field: string, code: 'FIELD_TOO_LONG' | 'FIELD_INVALID') {
  return refuse(422, 'VALIDATION_FAILED', [{ field, code, message: errorMessage(code) }]);
}

describe('TeacherClassFormPage', () => {
  it('says what is missing before asking the server', async () => {
    renderWithProviders(<TeacherClassFormPage />, CREATE);
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription(
      expect.stringContaining('Заполните поле'),
    );
    expect(screen.getByText('Ничего не выбрано')).toBeInTheDocument();
    expect(sent(groupsApi.create)).toEqual([]);
  });

  it('shows the fields the server refused under those fields', async () => {
    server.on(groupsApi.create, validationFailure('title', 'FIELD_TOO_LONG'));
    renderWithProviders(<TeacherClassFormPage />, { ...CREATE, route: '/teacher/classes/create?subject=2' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '5 «В»');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Слишком длинное значение')).toBeInTheDocument();
    expect(sent(groupsApi.create)).toEqual([{ title: '5 «В»', subject_id: 2 }]);
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/create');
  });

  it('creates the class and opens it, so students can be added next', async () => {
    server.on(groupsApi.create, { ...existing, id: 9, title: '5 «В»', subject_id: 2 });
    renderWithProviders(<TeacherClassFormPage />, CREATE);
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '5 «В»');
    await userEvent.click(screen.getByRole('combobox', { name: /Предмет/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Чтение' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Класс «5 «В»» создан'));
    expect(sent(groupsApi.create)).toEqual([{ title: '5 «В»', subject_id: 2 }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/9');
  });

  it('locks the subject of a class with students and sends only the title', async () => {
    existing = { ...existing, students_count: 2 };
    server.on(groupsApi.update, { ...existing, title: '3 «А» (углублённый)' });
    renderWithProviders(<TeacherClassFormPage />, { ...EDIT, locale: 'en-US' });
    const subject = await screen.findByRole('combobox', { name: /Subject/ });
    expect(subject).toBeDisabled();
    expect(screen.getByText(/The class has students, so its subject cannot change/)).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, '3 «А» (углублённый)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(groupsApi.update)).toEqual([{ title: '3 «А» (углублённый)' }]));
    expect(server.callsTo(groupsApi.update)[0]?.params).toEqual({ id: '7' });
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/7');
  });

  it('puts a late GROUP_NOT_EMPTY refusal under the subject', async () => {
    server.on(groupsApi.update, refuse(409, 'GROUP_NOT_EMPTY'));
    renderWithProviders(<TeacherClassFormPage />, EDIT);
    await userEvent.click(await screen.findByRole('combobox', { name: /Предмет/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Чтение' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(errorMessage('GROUP_NOT_EMPTY')['ru-RU'])).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("gives the generic 'Error' notice for a failure that is not about a field", async () => {
    server.on(groupsApi.create, refuse(403, 'FORBIDDEN'));
    renderWithProviders(<TeacherClassFormPage />, { ...CREATE, route: '/teacher/classes/create?subject=1' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '5 «В»');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ошибка', errorMessage('FORBIDDEN')['ru-RU']));
  });

  it('offers only the subjects the teacher teaches', async () => {
    renderWithProviders(<TeacherClassFormPage />, CREATE);
    await userEvent.click(await screen.findByRole('combobox', { name: /Предмет/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Математика', 'Чтение']);
  });

  it("keeps a class's own subject on offer after the teacher stopped teaching it", async () => {
    existing = { ...existing, subject_id: 3 };
    taught = [1];
    renderWithProviders(<TeacherClassFormPage />, EDIT);
    const subject = await screen.findByRole('combobox', { name: /Предмет/ });
    expect(subject).toHaveValue('Ментальная арифметика');
    await userEvent.click(subject);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Математика', 'Ментальная арифметика']);
  });

  it('picks the only subject of a teacher who teaches one, and ignores a requested subject they do not teach', async () => {
    taught = [2];
    renderWithProviders(<TeacherClassFormPage />, { ...CREATE, route: '/teacher/classes/create?subject=3' });
    expect(await screen.findByRole('combobox', { name: /Предмет/ })).toHaveValue('Чтение');
  });

  it('tells a teacher without subjects to ask an admin instead of showing the form', async () => {
    taught = [];
    renderWithProviders(<TeacherClassFormPage />, CREATE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Вам пока не назначены предметы' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('puts a SUBJECT_NOT_TAUGHT refusal under the subject', async () => {
    server.on(
      groupsApi.create,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'subject_id', code: 'SUBJECT_NOT_TAUGHT', message: errorMessage('SUBJECT_NOT_TAUGHT') },
      ]),
    );
    renderWithProviders(<TeacherClassFormPage />, { ...CREATE, route: '/teacher/classes/create?subject=1' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '5 «В»');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(errorMessage('SUBJECT_NOT_TAUGHT')['ru-RU'])).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('says so when the class to edit is not found', async () => {
    renderWithProviders(<TeacherClassFormPage />, {
      route: '/teacher/classes/99/edit',
      path: '/teacher/classes/:id/edit',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Класс не найден' })).toBeInTheDocument();
  });

  it("offers an existing class's settings: picture login and whether parents may write to the teacher", async () => {
    renderWithProviders(<TeacherClassFormPage />, EDIT);
    expect(await screen.findByRole('switch', { name: /Вход по картинкам/ })).toBeInTheDocument();
    const parents = await screen.findByRole('switch', { name: /Родители могут писать учителю/ });
    await waitFor(() => expect(parents).toBeEnabled());
    expect(parents).not.toBeChecked();
  });

  it('offers no class settings before the class exists', async () => {
    renderWithProviders(<TeacherClassFormPage />, CREATE);
    expect(await screen.findByRole('textbox', { name: /Название/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
