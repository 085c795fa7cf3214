import { screen, waitFor, within } from '@testing-library/react';
import { coursesApi, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe, buildUser, installFakeRealtime, mockServer, ok, renderApp, signIn } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../test/render.tsx';

const teacher = buildUser(ROLE.teacher);

beforeEach(() => {
  installFakeRealtime();
  signIn(teacher);
});

function serveTeacher(subjectIds: number[]) {
  const server = mockServer({
    'GET /api/me': ok(buildMe(teacher)),
    [`GET /api/teachers/${teacher.id}/subjects`]: ok({ subject_ids: subjectIds }),
  });
  server.on(coursesApi.adminCourses, { courses: [] });
  return server;
}

describe('staff layout', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('leads a teacher of the course subject to the courses they write', async () => {
    serveTeacher([1, 11]);
    const app = renderApp('/teacher/settings');

    const nav = await screen.findByRole('navigation', { name: /./ });
    const link = await within(nav).findByRole('link', { name: 'Курсы' });
    expect(link).toHaveAttribute('href', '/teacher/courses');
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument();
  });

  it('groups the admin’s sections under headings, every section a named group of its links', async () => {
    const admin = buildUser(ROLE.admin);
    signIn(admin);
    mockServer({ 'GET /api/me': ok(buildMe(admin)) });
    const app = renderApp('/admin/settings');

    const nav = await screen.findByRole('navigation', { name: 'Кабинет' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Люди',
      'Тренажёры',
      'Уроки и материалы',
      'Игры и магазин',
      'Новости и рассылка',
      'Система',
    ]);
    const people = within(nav).getByRole('group', { name: 'Люди' });
    expect(
      within(people)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin', '/admin/groups', '/admin/teachers', '/admin/students']);
    const system = within(nav).getByRole('group', { name: 'Система' });
    expect(within(system).getByRole('link', { name: 'Настройки' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).getAllByRole('link')).toHaveLength(29);

    await app.user.click(within(people).getByRole('link', { name: 'Учителя' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Учителя' })).toBeInTheDocument();
  });

  it("gives a parent their children, the teacher's chat with its unread count, and the settings, under a parent's badge", async () => {
    const parent = buildUser(ROLE.parent);
    signIn(parent);
    mockServer({
      'GET /api/me': ok(buildMe(parent)),
      'GET /api/parents/me/children': ok([]),
      [`GET /api/users/${parent.id}/unread`]: ok({
        chat: 2,
        mail: 0,
        news: 0,
        required_news_id: null,
        latest_news: null,
      }),
    });
    renderApp('/parent');

    const nav = await screen.findByRole('navigation', { name: /./ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/parent', '/parent/chat', '/parent/settings']);
    const chat = within(nav).getByRole('link', { name: /Сообщения учителю/ });
    expect(await within(chat).findByText('2 непрочитанных сообщения')).toBeInTheDocument();
    expect(screen.getAllByText('Родитель').length).toBeGreaterThan(0);
    expect(screen.queryByText('Учитель')).not.toBeInTheDocument();
  });

  it('shows no courses entry to a teacher of other subjects', async () => {
    const server = serveTeacher([1]);
    renderApp('/teacher/settings');

    const nav = await screen.findByRole('navigation', { name: /./ });
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === `/api/teachers/${teacher.id}/subjects`)).toBe(true),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Курсы' })).not.toBeInTheDocument();
  });
});
