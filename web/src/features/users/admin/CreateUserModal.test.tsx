import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fail, mockServer, ok, type Route } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { CreateUserModal } from './CreateUserModal.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const subjects: Subject[] = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: '#4263eb',
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

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({ 'GET /api/subjects': ok(subjects) });
});

/** The bodies the modal sent to create a user. */
const created = () =>
  server.calls.filter((call) => call.method === 'POST' && call.path === '/api/users').map((call) => call.body);

function answerCreate(route: Route) {
  server.set('POST /api/users', route);
}

async function chooseSubject(name: string, label = 'Предметы') {
  // The label names both the typed-in field and the listbox; the field opens the options.
  const field = screen
    .getAllByLabelText(new RegExp(`^${label}(\\s*\\*)?$`))
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
  if (!field) throw new Error('no subjects field');
  await userEvent.click(field);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function fillTeacher({ subject = true } = {}) {
  await userEvent.click(screen.getByText('Учитель'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Мария');
  await userEvent.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Иванова');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
  await userEvent.type(screen.getByLabelText(/Пароль/), 'long-enough-password');
  if (subject) await chooseSubject('Ментальная арифметика');
}

describe('CreateUserModal', () => {
  it('checks the form before sending and names each missing field', async () => {
    renderWithProviders(<CreateUserModal opened onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Ничего не выбрано')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('asks staff accounts for a longer password than students', async () => {
    renderWithProviders(<CreateUserModal opened onClose={() => {}} />);
    await fillTeacher();
    await userEvent.clear(screen.getByLabelText(/Пароль/));
    await userEvent.type(screen.getByLabelText(/Пароль/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Пароль слишком короткий')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('sends a valid form and closes', async () => {
    answerCreate({ status: 201, body: { status: true, data: { user: buildUser(2, { id: 7 }) } } });
    const onClose = vi.fn();
    renderWithProviders(<CreateUserModal opened onClose={onClose} />);
    await fillTeacher();
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created()).toEqual([
      {
        role_id: 2,
        first_name: 'Мария',
        last_name: 'Иванова',
        email: 'maria@example.com',
        phone: null,
        password: 'long-enough-password',
        subject_ids: [3],
      },
    ]);
  });

  it('asks for the subjects a new teacher teaches', async () => {
    renderWithProviders(<CreateUserModal opened onClose={() => {}} />);
    await fillTeacher({ subject: false });
    expect(await screen.findByPlaceholderText('Выберите предметы, которые ведёт учитель')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Ничего не выбрано')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('shows the server field errors under their fields in the current language', async () => {
    answerCreate(
      fail(422, 'VALIDATION_FAILED', [{ field: 'email', code: 'EMAIL_TAKEN', message: errorMessage('EMAIL_TAKEN') }]),
    );
    const onClose = vi.fn();
    renderWithProviders(<CreateUserModal opened onClose={onClose} />, { locale: 'en-US' });
    await userEvent.click(screen.getByText('Teacher'));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ivanova');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'long-enough-password');
    await chooseSubject('Math', 'Subjects');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(errorMessage('EMAIL_TAKEN')['en-US']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
