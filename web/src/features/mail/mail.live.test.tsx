import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
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
import { mailKeys, refreshMail } from './mail.live.ts';

vi.mock('../students/student/StudentHomePage.tsx', () => ({ StudentHomePage: () => <h1>student home</h1> }));
vi.mock('../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => <nav>student menu</nav> }));

const student = buildUser(ROLE.student);
const math = buildSubject(1);

describe('new mail over the socket', () => {
  it('tells the student a letter has come, instead of the generic notice', async () => {
    const realtime = installFakeRealtime();
    signIn(student);
    chooseSubject(math);
    mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      [`GET /api/students/${student.id}/subjects/1`]: ok(buildSubjectData(math)),
    });
    renderApp('/student');
    await screen.findByText('student home');

    act(() => realtime.emit(`users.${student.id}.events`, 'new', { type: 'mail' }));

    expect(await screen.findByText('Новое письмо')).toBeInTheDocument();
    expect(screen.queryByText('У вас новое событие')).not.toBeInTheDocument();
  });

  it('makes every cached mailbox stale, so an open one refetches', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mailKeys.box(3, 1), { pages: [], pageParams: [] });
    queryClient.setQueryData(['news', 'student', 3, 1], { news: [], unread: 0 });
    await refreshMail(queryClient);
    expect(queryClient.getQueryState(mailKeys.box(3, 1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['news', 'student', 3, 1])?.isInvalidated).toBe(false);
  });
});
