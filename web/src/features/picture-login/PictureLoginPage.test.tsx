import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import { buildMe, buildUser, fail, installFakeRealtime, mockServer, ok, renderApp } from '../../test/app-harness.tsx';

vi.mock('../students/student/SubjectSelectPage.tsx', () => ({ SubjectSelectPage: () => <h1>subject select</h1> }));

const student = buildUser(ROLE.student, { first_name: 'Маша', last_name: 'Иванова', name: 'Маша Иванова' });
const CLASS = {
  title: '1 «Б»',
  students: [
    { id: student.id, name: 'Маша И.', avatar: null },
    { id: 99, name: 'Петя С.', avatar: null },
  ],
};

async function tapPictures(app: ReturnType<typeof renderApp>, names: string[]) {
  for (const name of names) await app.user.click(await screen.findByRole('button', { name }));
}

describe('picture login page', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('is reached from the login page', async () => {
    mockServer({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Войти по картинкам' }));
    expect(await screen.findByLabelText('Код класса')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login/class');
  });

  it('takes the class code as typed off the card and opens the class', async () => {
    const server = mockServer({ 'GET /api/picture-login/classes/ABCD2345': ok(CLASS) });
    const app = renderApp('/login/class');
    await app.user.type(await screen.findByLabelText('Код класса'), 'abcd-2345');
    await app.user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(await screen.findByRole('button', { name: 'Маша И.' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login/class/ABCD2345');
    expect(server.calls.some((call) => call.path === '/api/picture-login/classes/ABCD2345')).toBe(true);
  });

  it('logs the child in after three pictures and goes to the student home like a password login', async () => {
    const server = mockServer({
      'GET /api/picture-login/classes/ABCD2345': ok(CLASS),
      'POST /api/picture-login': ok({ user: student }, { 'jwt-token': 'picture-token' }),
      'GET /api/me': ok(buildMe(student)),
    });
    const app = renderApp('/login/class/ABCD2345');
    await app.user.click(await screen.findByRole('button', { name: 'Маша И.' }));
    expect(screen.getByText('Привет, Маша И.!')).toBeInTheDocument();
    await tapPictures(app, ['Солнце', 'Кот']);
    expect(screen.getByText('Выбрано 2 из 3')).toBeInTheDocument();
    await tapPictures(app, ['Яблоко']);
    expect(await screen.findByText('subject select')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/student/subject'));
    expect(server.calls.find((call) => call.path === '/api/picture-login')?.body).toEqual({
      code: 'ABCD2345',
      student_id: student.id,
      pictures: ['sun', 'cat', 'apple'],
    });
    expect(authStore.get()).toMatchObject({ status: 'authenticated', jwt: 'picture-token', user: { id: student.id } });
  });

  it('takes back the last picture with the undo button', async () => {
    const server = mockServer({
      'GET /api/picture-login/classes/ABCD2345': ok(CLASS),
      'POST /api/picture-login': fail(401, 'INVALID_CREDENTIALS'),
    });
    const app = renderApp('/login/class/ABCD2345');
    await app.user.click(await screen.findByRole('button', { name: 'Маша И.' }));
    await tapPictures(app, ['Солнце', 'Кот']);
    await app.user.click(screen.getByRole('button', { name: 'Убрать последнюю' }));
    expect(screen.getByText('Выбрано 1 из 3')).toBeInTheDocument();
    await tapPictures(app, ['Мяч', 'Дом']);
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === '/api/picture-login')?.body).toMatchObject({
        pictures: ['sun', 'ball', 'house'],
      }),
    );
  });

  it('meets a wrong sequence with a gentle message that names no picture, and starts again', async () => {
    mockServer({
      'GET /api/picture-login/classes/ABCD2345': ok(CLASS),
      'POST /api/picture-login': fail(401, 'INVALID_CREDENTIALS'),
    });
    const app = renderApp('/login/class/ABCD2345');
    await app.user.click(await screen.findByRole('button', { name: 'Маша И.' }));
    await tapPictures(app, ['Солнце', 'Кот', 'Рыбка']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не получилось. Ничего страшного — попробуй ещё раз!');
    expect(screen.getByText('Выбрано 0 из 3')).toBeInTheDocument();
    expect(authStore.get().status).toBe('anonymous');
    expect(app.pathname()).toBe('/login/class/ABCD2345');
  });

  it('says a class was not found for an unknown code', async () => {
    mockServer({ 'GET /api/picture-login/classes/ZZZZ2345': fail(404, 'NOT_FOUND') });
    renderApp('/login/class/ZZZZ2345');
    expect(await screen.findByText('Такого класса не нашлось. Проверь код или спроси учителя.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ввести другой код' })).toHaveAttribute('href', '/login/class');
  });
});
