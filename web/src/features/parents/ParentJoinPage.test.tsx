import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import { buildMe, buildUser, fail, installFakeRealtime, mockServer, ok, renderApp } from '../../test/app-harness.tsx';

const parent = buildUser(ROLE.parent, { first_name: 'Ольга', last_name: 'Иванова', name: 'Ольга Иванова' });
const CHECK = { child_first_name: 'Миша', expires_at: '2026-12-12T10:00:00.000Z' };

describe('the parent join page', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('names the child the code opens, signs the parent up with their own email and opens the cabinet', async () => {
    const server = mockServer({
      'POST /api/parent-invites/check': ok(CHECK),
      'POST /api/parent-invites/redeem': ok({ user: parent }, { 'jwt-token': 'parent-token' }),
      'GET /api/me': ok(buildMe(parent)),
      'GET /api/parents/me/children': ok([]),
    });
    const app = renderApp('/parent/join?code=abcd-ef23');
    expect(await screen.findByText('Код открывает успехи ребёнка: Миша')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Имя', { exact: false }), 'Ольга');
    await app.user.type(screen.getByLabelText('Фамилия', { exact: false }), 'Иванова');
    await app.user.type(screen.getByLabelText('Email', { exact: false }), 'olga@example.com');
    await app.user.type(screen.getByLabelText('Пароль', { exact: false }), 'a-long-family-passphrase');
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(app.pathname()).toBe('/parent'));
    expect(server.calls.find((call) => call.path === '/api/parent-invites/redeem')?.body).toMatchObject({
      code: 'ABCDEF23',
      first_name: 'Ольга',
      email: 'olga@example.com',
    });
    expect(authStore.get()).toMatchObject({ status: 'authenticated', jwt: 'parent-token', user: { id: parent.id } });
  });

  it('says plainly when a code does not work and asks for another', async () => {
    mockServer({ 'POST /api/parent-invites/check': fail(404, 'PARENT_INVITE_INVALID') });
    renderApp('/parent/join?code=ABCDEF23');
    expect(await screen.findByText(/Код приглашения не подходит/)).toBeInTheDocument();
    expect(screen.getByLabelText('Код приглашения', { exact: false })).toBeInTheDocument();
  });

  it('refuses a short code before asking the server', async () => {
    const server = mockServer({});
    const app = renderApp('/parent/join');
    await app.user.type(await screen.findByLabelText('Код приглашения', { exact: false }), 'ABC');
    await app.user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText('В коде восемь букв и цифр')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/parent-invites/check')).toBe(false);
  });
});
