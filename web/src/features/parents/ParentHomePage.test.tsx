import { screen, waitFor } from '@testing-library/react';
import { type CabinetChild, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildMe,
  buildUser,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../test/app-harness.tsx';

const parent = buildUser(ROLE.parent, { first_name: 'Ольга', last_name: 'Иванова', name: 'Ольга Иванова' });
const child = (id: number, first_name: string): CabinetChild => ({
  id,
  first_name,
  last_name: 'Иванов',
  avatar: null,
  subjects: [],
  classes: [{ id: 7, title: '3 «А»', subject_id: 1, teacher_name: 'Ирина Петрова' }],
});

describe("a parent's cabinet home", () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(parent);
  });

  it('lists the children with their classes and teachers, each opening their page', async () => {
    mockServer({ 'GET /api/me': ok(buildMe(parent)), 'GET /api/parents/me/children': ok([child(5, 'Миша')]) });
    renderApp('/parent');
    const card = await screen.findByRole('link', { name: /Миша Иванов/ });
    expect(card).toHaveAttribute('href', '/parent/children/5');
    expect(card).toHaveTextContent('3 «А» · Ирина Петрова');
  });

  it("adds one more child with the child's code and opens that child's page", async () => {
    const server = mockServer({
      'GET /api/me': ok(buildMe(parent)),
      'GET /api/parents/me/children': ok([child(5, 'Миша')]),
      'POST /api/parents/me/children': ok(child(6, 'Даша')),
    });
    const app = renderApp('/parent');
    await app.user.type(await screen.findByLabelText('Добавить ребёнка', { exact: false }), 'abcd ef23');
    await app.user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(app.pathname()).toBe('/parent/children/6'));
    expect(
      server.calls.find((call) => call.path === '/api/parents/me/children' && call.method === 'POST')?.body,
    ).toEqual({
      code: 'ABCDEF23',
    });
  });

  it("shows the server's reason under the field when a code does not work", async () => {
    mockServer({
      'GET /api/me': ok(buildMe(parent)),
      'GET /api/parents/me/children': ok([]),
      'POST /api/parents/me/children': fail(404, 'PARENT_INVITE_INVALID'),
    });
    const app = renderApp('/parent');
    expect(await screen.findByText('Пока нет детей')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Добавить ребёнка', { exact: false }), 'ABCDEF23');
    await app.user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(/Код приглашения не подходит/)).toBeInTheDocument();
  });
});
