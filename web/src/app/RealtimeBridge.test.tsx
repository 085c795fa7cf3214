import { act, screen, waitFor, within } from '@testing-library/react';
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
} from '../test/app-harness.tsx';

vi.mock('../features/students/student/StudentHomePage.tsx', () => ({ StudentHomePage: () => <h1>student home</h1> }));
vi.mock('../features/students/student/StudentMenu.tsx', () => ({ StudentMenu: () => <nav>student menu</nav> }));

const student = buildUser(ROLE.student);
const math = buildSubject(1, { color: '#f76707' });

describe('realtime bridge', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;

  beforeEach(() => {
    realtime = installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('updates the likes balance of the subject and tells the student how many arrived', async () => {
    mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 4)),
    });
    renderApp('/student');
    const header = await screen.findByTestId('student-header');
    expect(await within(header).findByTestId('likes-balance')).toHaveTextContent('4');

    act(() => realtime.emit('users.3.likes', 'accrual', { count: 3, subject_id: 1, balance: 7 }));

    expect(await screen.findByText('Начислено лайков: 3')).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByTestId('likes-balance')).toHaveTextContent('7'));
  });

  it('announces a new event and reloads the current user', async () => {
    const server = mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math)),
    });
    renderApp('/student');
    await screen.findByText('student home');
    const meCalls = () => server.calls.filter((call) => call.path === '/api/me').length;
    const before = meCalls();

    act(() => realtime.emit('users.3.events', 'new', { type: 'professionUpgraded' }));

    expect(await screen.findByText('Ваша профессия повышена!')).toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBe(before + 1));
  });
});

describe('student header and logout', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;

  beforeEach(() => {
    realtime = installFakeRealtime();
    signIn(student);
    chooseSubject(math);
    mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 2)),
      'POST /api/logout': ok({ all: false }),
    });
  });

  it("takes the chosen subject's colour and shows the name and subject title", async () => {
    renderApp('/student');
    const header = await screen.findByTestId('student-header');
    expect(await within(header).findByText('Предмет 1')).toBeInTheDocument();
    expect(header).toHaveStyle({ background: '#f76707' });
    expect(within(header).getByText(student.name)).toBeInTheDocument();
    expect(within(header).getByText('student menu')).toBeInTheDocument();
  });

  it('logs out: leaves the socket, forgets the session and the subject, and shows /login', async () => {
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(realtime.disconnect).toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBe(JSON.stringify({ status: 'anonymous', jwt: null, user: null }));
    expect(localStorage.getItem('subject')).toBe('null');
    expect(screen.queryByText('Необходимо войти в систему')).not.toBeInTheDocument();
  });
});
