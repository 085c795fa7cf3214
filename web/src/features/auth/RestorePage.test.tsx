import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeRealtime, mockServer, ok, renderApp } from '../../test/app-harness.tsx';

const RESET_TOKEN = 'q'.repeat(43);

describe('password recovery', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('mails a code, sends it back with the reset token and a new password and returns to /login with a notice', async () => {
    const server = mockServer({
      'POST /api/reset': ok({ reset_token: RESET_TOKEN }),
      'POST /api/reset/confirm': ok({ password_changed: true }),
    });
    const app = renderApp('/login/restore');
    await app.user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Отправить код' }));

    await app.user.type(await screen.findByLabelText('Код из письма'), '123456');
    await app.user.type(screen.getByLabelText('Новый пароль'), 'new-pass');
    await app.user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    const bodies = server.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(bodies).toEqual([
      { email: 'student@example.com', lang: 'ru-RU' },
      { reset_token: RESET_TOKEN, code: '123456', password: 'new-pass' },
    ]);
  });

  it('keeps the second step open and explains a wrong code', async () => {
    mockServer({
      'POST /api/reset': ok({ reset_token: RESET_TOKEN }),
      'POST /api/reset/confirm': fail(422, 'RESET_CODE_INVALID'),
    });
    const app = renderApp('/login/restore');
    await app.user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Отправить код' }));
    await app.user.type(await screen.findByLabelText('Код из письма'), '000000');
    await app.user.type(screen.getByLabelText('Новый пароль'), 'new-pass');
    await app.user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Неверный или устаревший код')).toBeInTheDocument();
    expect(screen.getByText('Ой! Что-то пошло не так!')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login/restore');
  });
});
