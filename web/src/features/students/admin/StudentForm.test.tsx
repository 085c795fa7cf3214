import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminStudentDetail, errorMessage } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentForm } from './StudentForm.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SUBJECTS = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: 'blue',
    is_open: true,
  },
  { id: 8, main_id: 8, title: { 'ru-RU': 'IT', 'en-US': 'IT', 'uk-UA': 'IT' }, color: 'red', is_open: true },
];
const page = (items: unknown[]) => ({
  status: 200,
  body: { status: true, data: { items, total: items.length, page: 1, per_page: 100, last_page: 1 } },
});

const saved: AdminStudentDetail = {
  id: 10,
  name: 'Оля Петрова',
  first_name: 'Оля',
  last_name: 'Петрова',
  email: 'olya@example.com',
  phone: null,
  is_active: true,
  birth_date: '2015-04-02',
  created_at: '2026-01-01T10:00:00Z',
  timezone: 'Europe/Kyiv',
  subjects: [
    {
      subject_id: 1,
      status: 'active',
      group: { id: 7, title: '1-А' },
      teacher: { id: 3, name: 'Мария Учитель' },
      course: null,
    },
    { subject_id: 8, status: 'blocked', group: null, teacher: null, course: { id: 4, title: 'Python' } },
  ],
};

beforeEach(() => {
  mockServer({
    'GET /api/subjects': { status: 200, body: { status: true, data: SUBJECTS } },
    'GET /api/users': page([
      {
        id: 3,
        role_id: 2,
        name: 'Мария Учитель',
        first_name: 'Мария',
        last_name: 'Учитель',
        email: 'maria@example.com',
        phone: null,
        is_active: true,
        avatar: null,
        property: { age: null, guides: [] },
        locale: 'ru-RU',
        created_at: '2026-01-01T10:00:00Z',
      },
    ]),
    'GET /api/groups': page([]),
  });
});

describe('the admin student form', () => {
  it('sends blank optional fields as null, a blank password as blank, and the subject rows as they are', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<StudentForm student={saved} saving={false} onSave={onSave} />);
    expect(screen.getByDisplayValue('Python')).toBeTruthy();
    await user.clear(screen.getByLabelText('Дата рождения'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      first_name: 'Оля',
      last_name: 'Петрова',
      email: 'olya@example.com',
      phone: null,
      timezone: 'Europe/Kyiv',
      birth_date: null,
      password: '',
      subjects: [
        { subject_id: 1, status: 'active', group_id: 7 },
        { subject_id: 8, status: 'blocked', group_id: null },
      ],
    });
  });

  it('adds and removes subject rows, and a row without a subject is refused before sending', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<StudentForm student={saved} saving={false} onSave={onSave} />);
    expect(screen.getAllByTestId('subject-row')).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Убрать предмет' })[1] as HTMLElement);
    expect(screen.getAllByTestId('subject-row')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Добавить предмет' }));
    expect(screen.getAllByTestId('subject-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const added = screen.getAllByTestId('subject-row')[1] as HTMLElement;
    expect(await within(added).findByText(errorMessage('FIELD_INVALID')['ru-RU'])).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets a new student be sent with a blank password, saying one will be generated and shown once', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<StudentForm saving={false} onSave={onSave} />);
    expect(screen.getByText(/будет создан надёжный пароль: его покажут один раз/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Оля');
    await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'olya@example.com');
    await user.click(screen.getByRole('button', { name: 'Создать ученика' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ password: '' });
  });

  it("shows the server's field error under the subject row it names", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(
      new ApiError(422, 'VALIDATION_FAILED', errorMessage('VALIDATION_FAILED'), [
        {
          field: 'subjects.0.group_id',
          code: 'GROUP_SUBJECT_MISMATCH',
          message: errorMessage('GROUP_SUBJECT_MISMATCH'),
        },
      ]),
    );
    renderWithProviders(<StudentForm student={saved} saving={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const first = screen.getAllByTestId('subject-row')[0] as HTMLElement;
    expect(await within(first).findByText(errorMessage('GROUP_SUBJECT_MISMATCH')['ru-RU'])).toBeTruthy();
  });
});
