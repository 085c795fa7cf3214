import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { AppRoot } from '../AppRoot.tsx';
import { TrainerLayout } from './TrainerLayout.tsx';

const TRAINER = { path: '/trainers/5', roles: [ROLE.teacher, ROLE.student], pageGroup: 'trainers' } as const;
const STUDENT_HOME = { path: '/student', roles: [ROLE.student], pageGroup: 'common' } as const;

const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/student', handle: STUDENT_HOME, element: <h1>student home</h1> },
      {
        element: <TrainerLayout />,
        children: [{ path: TRAINER.path, handle: TRAINER, element: <h1>schulte table</h1> }],
      },
    ],
  },
];

describe('trainer layout', () => {
  beforeEach(() => {
    installFakeRealtime();
    const student = buildUser(ROLE.student);
    const math = buildSubject(1);
    signIn(student);
    chooseSubject(math);
    mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math)),
    });
  });

  it('shows the trainer full screen with a back button that leads home when opened straight from a link', async () => {
    const app = renderApp('/trainers/5', routes);
    expect(await screen.findByText('schulte table')).toBeInTheDocument();
    expect(screen.getByTestId('trainer-layout')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(app.pathname()).toBe('/student'));
  });

  it('goes back to the previous page when there is one', async () => {
    const app = renderApp('/student', routes);
    await screen.findByText('student home');
    await app.router.navigate('/trainers/5');
    await app.user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('student home')).toBeInTheDocument();
    expect(app.router.state.historyAction).toBe('POP');
  });
});
