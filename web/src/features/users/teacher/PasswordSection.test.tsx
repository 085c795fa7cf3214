import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { buildUser, fail, mockServer, ok, signIn } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordSection } from './PasswordSection.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const teacher = buildUser(ROLE.teacher);
const current = () => screen.getByLabelText(/Текущий пароль/);
const next = () => screen.getByLabelText(/^Новый пароль/);
const repeat = () => screen.getByLabelText(/Повторите новый пароль/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));

async function fill(values: { current?: string; next?: string; repeat?: string }) {
  if (values.current) await userEvent.type(current(), values.current);
  if (values.next) await userEvent.type(next(), values.next);
  if (values.repeat) await userEvent.type(repeat(), values.repeat);
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  signIn(teacher);
});

describe('PasswordSection', () => {
  it('tells the staff rule and checks required, length and the repeat before asking the server', async () => {
    const server = mockServer({});
    renderWithProviders(<PasswordSection user={teacher} />);
    expect(screen.getByText('Не короче 12 символов; слишком простой пароль не подойдёт')).toBeInTheDocument();

    await submit();
    expect(current()).toHaveAccessibleDescription(expect.stringContaining('Введите пароль'));
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('Введите пароль'));

    await fill({ current: 'old-secret-1', next: 'short', repeat: 'shorter' });
    await submit();
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('Пароль слишком короткий'));
    expect(repeat()).toHaveAccessibleDescription(expect.stringContaining('Пароли не совпадают'));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong current password under that field', async () => {
    mockServer({
      'PUT /api/users/2/password': fail(422, 'VALIDATION_FAILED', [
        { field: 'current_password', code: 'CURRENT_PASSWORD_WRONG', message: errorMessage('CURRENT_PASSWORD_WRONG') },
      ]),
    });
    renderWithProviders(<PasswordSection user={teacher} />);
    await fill({ current: 'not-it-at-all', next: 'violet-Harbour-42', repeat: 'violet-Harbour-42' });
    await submit();
    await waitFor(() =>
      expect(current()).toHaveAccessibleDescription(expect.stringContaining('Текущий пароль указан неверно')),
    );
    expect(notifyError).toHaveBeenCalledWith('Не удалось сменить пароль', 'Проверьте правильность заполнения полей');
  });

  it('shows a password the server finds too common under the new password', async () => {
    mockServer({
      'PUT /api/users/2/password': fail(422, 'VALIDATION_FAILED', [
        { field: 'password', code: 'PASSWORD_TOO_COMMON', message: errorMessage('PASSWORD_TOO_COMMON') },
      ]),
    });
    renderWithProviders(<PasswordSection user={teacher} />);
    await fill({ current: 'old-secret-1', next: 'qwerty123456', repeat: 'qwerty123456' });
    await submit();
    expect(await screen.findByText('Этот пароль слишком простой, выберите другой')).toBeInTheDocument();
  });

  it('changes the password, keeps this session on its new token and clears the form', async () => {
    const server = mockServer({
      'PUT /api/users/2/password': ok({ user: teacher }, { 'jwt-token': 'token-after-change' }),
    });
    renderWithProviders(<PasswordSection user={teacher} />);
    await fill({ current: 'old-secret-1', next: 'violet-Harbour-42', repeat: 'violet-Harbour-42' });
    await submit();

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Пароль изменён. На других устройствах нужно войти заново'),
    );
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      current_password: 'old-secret-1',
      password: 'violet-Harbour-42',
    });
    expect(authStore.token()).toBe('token-after-change');
    expect(current()).toHaveValue('');
    expect(repeat()).toHaveValue('');
  });
});
