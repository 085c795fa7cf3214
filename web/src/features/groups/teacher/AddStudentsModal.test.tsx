import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DistributionEntry, errorMessage, type Group } from '@umka/contracts';
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddStudentsModal } from './AddStudentsModal.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const schoolClass: Group = {
  id: 7,
  title: '3 «А»',
  subject_id: 1,
  teacher_id: 2,
  deleted_at: null,
  students_count: 0,
};

function waitingStudent(id: number, name: string, overrides: Partial<DistributionEntry> = {}): DistributionEntry {
  return {
    student_id: id,
    name,
    email: `student${id}@example.com`,
    subject_id: 1,
    status: 'active',
    since: '2026-09-01T08:00:00Z',
    zero_lessons: { done: 0, total: 2 },
    ...overrides,
  };
}

const firstPage = [waitingStudent(21, 'Олег Петров'), waitingStudent(22, 'Ольга Белова', { status: 'frozen' })];
const secondPage = [waitingStudent(23, 'Пётр Орлов')];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  server = mockServer({
    'GET /api/teachers/2/distribution': (request) => {
      if (request.query.get('subject_id') !== '1') return fail(404, 'NOT_FOUND');
      const page = Number(request.query.get('page'));
      return ok({ items: page === 1 ? firstPage : secondPage, total: 3, page, per_page: 100, last_page: 2 });
    },
  });
});

/** Answers the attachments the modal sends. */
function answerAttach(reply: (studentId: number) => ReturnType<typeof ok>) {
  server.set('POST /api/groups/7/students', (request) => reply((request.body as { student_id: number }).student_id));
}

function renderModal(onClose = vi.fn()) {
  renderWithProviders(<AddStudentsModal teacherId={2} schoolClass={schoolClass} opened onClose={onClose} />);
  return onClose;
}

describe('AddStudentsModal', () => {
  it("lists everyone waiting in the class's subject, across pages, and finds them by name", async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Добавить учеников в класс «3 «А»»' });
    expect(await within(dialog).findByRole('checkbox', { name: /Пётр Орлов/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Ольга Белова/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Заморожен')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Поиск' }), 'оль');
    expect(within(dialog).queryByRole('checkbox', { name: /Олег Петров/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Ольга Белова/ })).toBeInTheDocument();
  });

  it('attaches every chosen student and says how many were added', async () => {
    answerAttach((studentId) => ok({ group_id: 7, student_id: studentId }));
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Добавить (0)' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Выбрать всех найденных (3)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ольга Белова/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить (2)' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Добавлено 2 ученика'));
    const attached = server.calls.filter((call) => call.method === 'POST');
    expect(attached.map((call) => [call.path, call.body])).toEqual([
      ['/api/groups/7/students', { student_id: 21 }],
      ['/api/groups/7/students', { student_id: 23 }],
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the refused students chosen and tells why, in the server's words", async () => {
    answerAttach((studentId) =>
      studentId === 22 ? fail(409, 'STUDENT_NOT_WAITING') : ok({ group_id: 7, student_id: studentId }),
    );
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Олег Петров/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ольга Белова/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить (2)' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Добавлен 1 ученик'));
    expect(notifyError).toHaveBeenCalledTimes(1);
    const [title, details] = vi.mocked(notifyError).mock.calls[0] ?? [];
    expect(title).toBe('Ошибка');
    if (!isValidElement(details)) throw new Error('no details');
    renderWithProviders(details as ReactElement);
    expect(screen.getByText(`Ольга Белова: ${errorMessage('STUDENT_NOT_WAITING')['ru-RU']}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Ольга Белова/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Олег Петров/ })).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when nobody is waiting', async () => {
    server.set('GET /api/teachers/2/distribution', ok({ items: [], total: 0, page: 1, per_page: 100, last_page: 1 }));
    renderModal();
    expect(await screen.findByText('Никто не ждёт распределения')).toBeInTheDocument();
  });
});
