import { screen } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildSubject,
  buildUser,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
} from '../../test/app-harness.tsx';

const subjects = [buildSubject(1), buildSubject(2)];

async function fillForm(app: ReturnType<typeof renderApp>, password = 'pass') {
  await app.user.type(await screen.findByLabelText(/Имя/), 'Саша');
  await app.user.type(screen.getByLabelText(/Фамилия/), 'Петрова');
  await app.user.type(screen.getByLabelText(/Email/), 'sasha@example.com');
  await app.user.type(screen.getByLabelText(/Пароль/), password);
  await app.user.click(await screen.findByLabelText('Предмет 2'));
}

describe('registration', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('registers with the chosen subjects and returns to /login with a notice', async () => {
    const server = mockServer({
      'GET /api/subjects': ok(subjects),
      'POST /api/register': { status: 201, body: { status: true, data: { user: buildUser(ROLE.student) } } },
    });
    const app = renderApp('/registration');
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Регистрация прошла успешно. Теперь войдите')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(server.calls.find((call) => call.path === '/api/register')?.body).toEqual({
      first_name: 'Саша',
      last_name: 'Петрова',
      email: 'sasha@example.com',
      phone: null,
      password: 'pass',
      locale: 'ru-RU',
      subject_ids: [2],
    });
  });

  it('offers only the subjects open to students', async () => {
    mockServer({ 'GET /api/subjects': ok([...subjects, buildSubject(9, { is_open: false })]) });
    renderApp('/registration');
    expect(await screen.findByLabelText('Предмет 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Предмет 9')).not.toBeInTheDocument();
  });

  it('names missing fields and a too short password before calling the server', async () => {
    const server = mockServer({ 'GET /api/subjects': ok(subjects) });
    const app = renderApp('/registration');
    await app.user.type(await screen.findByLabelText(/Пароль/), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(screen.getByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Пароль слишком короткий')).toBeInTheDocument();
    expect(screen.getByText('Ничего не выбрано')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/register');
  });

  it("shows 'Что-то пошло не так' with the server's reason when registration is refused", async () => {
    mockServer({ 'GET /api/subjects': ok(subjects), 'POST /api/register': fail(409, 'EMAIL_TAKEN') });
    const app = renderApp('/registration');
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Что-то пошло не так')).toBeInTheDocument();
    expect(screen.getByText('Пользователь с таким email уже существует')).toBeInTheDocument();
    expect(app.pathname()).toBe('/registration');
  });
});
