import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DiaryEntry, errorMessage, type GroupDetail } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { todayLocal } from '../lessonDate.ts';
import { TeacherClassDiariesPage } from './TeacherClassDiariesPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const ROUTE = { route: '/teacher/classes/7/diaries', path: '/teacher/classes/:id/diaries' };

const detail: GroupDetail = {
  id: 7,
  title: '3 «А»',
  subject_id: 1,
  teacher_id: 2,
  deleted_at: null,
  students_count: 2,
  students: [
    { id: 11, name: 'Артём Ким', email: 'artem@example.com' },
    { id: 12, name: 'Яна Смирнова', email: 'yana@example.com' },
  ],
};

const older: DiaryEntry = {
  id: 40,
  group_id: 7,
  date: '2026-09-01',
  topic: 'Сложение в столбик',
  version: 1,
  rows: [
    { student_id: 11, name: 'Артём Ким', attendance: 'present', mark: 5, comment: null },
    { student_id: 12, name: 'Яна Смирнова', attendance: 'absent', mark: null, comment: 'Болела' },
  ],
  updated_at: '2026-09-01T10:00:00Z',
};
const newer: DiaryEntry = { ...older, id: 41, date: '2026-09-08', topic: 'Вычитание', rows: older.rows.slice(0, 1) };

let entries: DiaryEntry[];
let server: ReturnType<typeof mockServer>;

const dialog = () => screen.getByRole('dialog');
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  entries = [newer, older];
  server = mockServer({
    'GET /api/teachers/2/groups/7': ok(detail),
    'GET /api/groups/7/diaries': () => ok(entries),
  });
});

/** The calls the page made with this method and path. */
function callsOf(method: string, path: string) {
  return server.calls.filter((call) => call.method === method && call.path === path);
}

describe('TeacherClassDiariesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the lessons newest first with how the class attended and its average mark', async () => {
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Дневник: 3 «А»' })).toBeInTheDocument();
    const lessons = await screen.findAllByRole('article');
    expect(lessons.map((lesson) => within(lesson).getByText(/столбик|Вычитание/).textContent)).toEqual([
      'Вычитание',
      'Сложение в столбик',
    ]);
    const first = within(lessons[1] as HTMLElement);
    expect(first.getByText('Были: 1')).toBeInTheDocument();
    expect(first.getByText('Отсутствовали: 1')).toBeInTheDocument();
    expect(first.getByText('Средняя оценка 5')).toBeInTheDocument();
  });

  it('writes a lesson from the keyboard: topic, attendance by arrows, marks by digits, Enter saves', async () => {
    server.set('POST /api/diaries', { status: 201, body: { status: true, data: { ...older, id: 50 } } });
    const user = userEvent.setup();
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Новый урок' }));

    const topic = screen.getByRole('textbox', { name: /Тема/ });
    expect(topic).toHaveFocus();
    expect(screen.getByLabelText(/Дата/)).toHaveValue(todayLocal());
    await user.keyboard('Умножение на 10');

    // Artyom: present (the default) and a 4 typed on his mark.
    within(rowOf('Артём Ким')).getByRole('radio', { name: 'Без оценки' }).focus();
    await user.keyboard('4');
    // Yana: one arrow step from present is late, a 3, and a comment ended with Enter.
    within(rowOf('Яна Смирнова')).getByRole('radio', { name: 'Присутствие' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(rowOf('Яна Смирнова')).getByRole('radio', { name: 'Опоздание' })).toBeChecked();
    within(rowOf('Яна Смирнова')).getByRole('radio', { name: 'Без оценки' }).focus();
    await user.keyboard('3');
    await user.click(within(rowOf('Яна Смирнова')).getByRole('textbox', { name: 'Комментарий: Яна Смирнова' }));
    await user.keyboard('Опоздала на 5 минут{Enter}');

    await waitFor(() =>
      expect(callsOf('POST', '/api/diaries').map((call) => call.body)).toEqual([
        {
          group_id: 7,
          date: todayLocal(),
          topic: 'Умножение на 10',
          rows: [
            { student_id: 11, attendance: 'present', mark: 4, comment: null },
            { student_id: 12, attendance: 'late', mark: 3, comment: 'Опоздала на 5 минут' },
          ],
        },
      ]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Урок сохранён');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить урок' })).not.toBeInTheDocument());
  });

  it('takes the mark away from a student marked absent and disables it', async () => {
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Новый урок' }));
    const artyom = rowOf('Артём Ким');
    await userEvent.click(within(artyom).getByRole('radio', { name: '5' }));
    expect(within(artyom).getByRole('radio', { name: '5' })).toBeChecked();
    await userEvent.click(within(artyom).getByRole('radio', { name: 'Отсутствие' }));
    expect(within(artyom).getByRole('radio', { name: '5' })).not.toBeChecked();
    expect(within(artyom).getByRole('radio', { name: '5' })).toBeDisabled();
  });

  it('edits a lesson with its saved rows and shows the server field errors under the fields', async () => {
    server.set(
      'PUT /api/diaries/40',
      fail(422, 'VALIDATION_FAILED', [
        { field: 'date', code: 'DIARY_DATE_TAKEN', message: errorMessage('DIARY_DATE_TAKEN') },
      ]),
    );
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: /Изменить урок 1 сент/ }));
    expect(screen.getByRole('textbox', { name: /Тема/ })).toHaveValue('Сложение в столбик');
    expect(within(rowOf('Яна Смирнова')).getByRole('radio', { name: 'Отсутствие' })).toBeChecked();
    expect(within(rowOf('Яна Смирнова')).getByRole('textbox')).toHaveValue('Болела');

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить урок' }));
    await waitFor(() => expect(callsOf('PUT', '/api/diaries/40')).toHaveLength(1));
    expect(await screen.findByText(errorMessage('DIARY_DATE_TAKEN')['ru-RU'])).toBeInTheDocument();
  });

  it('offers the students missing from an old lesson to be added to it', async () => {
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: /Изменить урок 8 сент/ }));
    expect(screen.queryByRole('rowheader', { name: 'Яна Смирнова' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить: Яна Смирнова' }));
    expect(within(rowOf('Яна Смирнова')).getByRole('radio', { name: 'Присутствие' })).toBeChecked();
  });

  it('deletes a lesson only once confirmed', async () => {
    server.set('DELETE /api/diaries/40', ok({ id: 40 }));
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: /Удалить урок 1 сент/ }));
    expect(within(dialog()).getByText('Удалить урок?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Нет' }));
    expect(callsOf('DELETE', '/api/diaries/40')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /Удалить урок 1 сент/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(callsOf('DELETE', '/api/diaries/40')).toHaveLength(1));
  });

  it('asks before a typed lesson is thrown away, and closes a clean one at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeacherClassDiariesPage />, ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Новый урок' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('textbox', { name: /Тема/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Новый урок' }));
    await user.type(screen.getByRole('textbox', { name: /Тема/ }), 'Дроби');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(within(dialog()).getByText('Запись урока не сохранена и будет потеряна.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByRole('textbox', { name: /Тема/ })).toHaveValue('Дроби');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Не сохранять' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Тема/ })).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
