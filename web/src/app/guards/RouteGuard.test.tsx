import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../test/app-harness.tsx';

vi.mock('../../features/users/admin/AdminUsersPage.tsx', () => ({ AdminUsersPage: () => <h1>admin users page</h1> }));
vi.mock('../../features/admin/AdminSettingsPage.tsx', () => ({ AdminSettingsPage: () => <h1>admin settings</h1> }));
vi.mock('../../features/groups/teacher/TeacherClassesPage.tsx', () => ({
  TeacherClassesPage: () => <h1>teacher classes</h1>,
}));
vi.mock('../../features/groups/teacher/TeacherClassPage.tsx', () => ({
  TeacherClassPage: () => <h1>teacher class</h1>,
}));
vi.mock('../../features/students/student/StudentHomePage.tsx', () => ({
  StudentHomePage: () => <h1>student home</h1>,
}));
vi.mock('../../features/students/student/SubjectSelectPage.tsx', () => ({
  SubjectSelectPage: () => <h1>subject select</h1>,
}));
// The albums page is the student page of a restrictive group (albums: subjects 2 and 3).
vi.mock('../../features/albums/student/AlbumsPage.tsx', () => ({ AlbumsPage: () => <h1>albums</h1> }));
vi.mock('../../features/students/student/StudentMenu.tsx', () => ({ StudentMenu: () => <nav>student menu</nav> }));

const admin = buildUser(ROLE.admin);
const teacher = buildUser(ROLE.teacher);
const student = buildUser(ROLE.student);
const math = buildSubject(1);
const reader = buildSubject(2);
const it_ = buildSubject(8, { color: '#0ca678' });

let signedIn = admin;

function serveSession() {
  return mockServer({
    'GET /api/me': () => ok(buildMe(signedIn, [math, reader, it_])),
    'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 4)),
    'GET /api/students/3/subjects/8': ok(buildSubjectData(it_, 9)),
    'GET /api/students/3/subjects/2': ok(buildSubjectData(reader)),
  });
}
function login(user: ReturnType<typeof buildUser>) {
  signedIn = user;
  signIn(user);
}

describe('route guards (spec §6)', () => {
  beforeEach(() => {
    installFakeRealtime();
    serveSession();
  });

  it('sends an anonymous visitor of a role page to /login with the "login required" notice', async () => {
    const app = renderApp('/admin');
    expect(await screen.findByText('Необходимо войти в систему')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(screen.queryByText('admin users page')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of / to /login without a notice', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(screen.queryByText('Необходимо войти в систему')).not.toBeInTheDocument();
  });

  it('lets an admin see the admin page', async () => {
    login(admin);
    renderApp('/admin');
    expect(await screen.findByText('admin users page')).toBeInTheDocument();
  });

  it('sends a student typing /admin to the student home with the "page unavailable for current user" notice', async () => {
    login(student);
    chooseSubject(math);
    const app = renderApp('/admin');
    expect(await screen.findByText('Страница недоступна для текущего пользователя')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/student'));
    expect(await screen.findByText('student home')).toBeInTheDocument();
    expect(screen.queryByText('admin users page')).not.toBeInTheDocument();
  });

  it('sends a teacher opening a student page to the teacher home with the wrong-role notice', async () => {
    login(teacher);
    const app = renderApp('/student');
    expect(await screen.findByText('Страница недоступна для текущего пользователя')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/teacher/classes'));
    expect(await screen.findByText('teacher classes')).toBeInTheDocument();
  });

  it('sends a student whose subject the page group does not allow to /student with the "unavailable for selected subject" notice', async () => {
    login(student);
    chooseSubject(math);
    const app = renderApp('/student/albums');
    expect(await screen.findByText('Страница недоступна для выбранного предмета')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/student'));
    expect(screen.queryByText('albums')).not.toBeInTheDocument();
  });

  it('lets a student in when the chosen subject is one the page group allows', async () => {
    login(student);
    chooseSubject(reader);
    renderApp('/student/albums');
    expect(await screen.findByRole('heading', { name: 'albums' })).toBeInTheDocument();
  });

  it('sends a student without a chosen subject to subject selection, without a notice', async () => {
    login(student);
    const app = renderApp('/student');
    expect(await screen.findByText('subject select')).toBeInTheDocument();
    expect(app.pathname()).toBe('/student/subject');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['an admin', '/login', admin, '/admin', 'admin users page'],
    ['a teacher', '/', teacher, '/teacher/classes', 'teacher classes'],
    ['a student', '/login', student, '/student', 'student home'],
  ])('sends %s visiting %s to their home', async (_who, from, user, home, text) => {
    login(user);
    chooseSubject(math);
    const app = renderApp(from);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(app.pathname()).toBe(home);
  });

  it('shows the 404 page for an unknown path, and its button leads home', async () => {
    const app = renderApp('/no/such/page');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(app.pathname()).toBe('/404');
    await app.user.click(screen.getByRole('link', { name: 'На главную' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('gives the IT subject its own layout', async () => {
    login(student);
    chooseSubject(it_);
    renderApp('/student');
    expect(await screen.findByText('student home')).toBeInTheDocument();
    expect(screen.getByTestId('it-layout')).toBeInTheDocument();
  });
});
