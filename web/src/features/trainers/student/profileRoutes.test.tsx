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
} from '../../../test/app-harness.tsx';

vi.mock('./ProfileTrainersPage.tsx', async () => {
  const { ProfileStatsTabs } = await import('../../students/student/ProfileStatsTabs.tsx');
  return { ProfileTrainersPage: () => <ProfileStatsTabs active="trainers" /> };
});
vi.mock('../../likes/LikesRatingView.tsx', () => ({ LikesRatingView: () => <p>likes rating</p> }));

const student = buildUser(ROLE.student);
const math = buildSubject(1);

describe('the student profile in the app routes', () => {
  beforeEach(() => {
    installFakeRealtime();
    mockServer({
      'GET /api/me': ok(buildMe(student, [math])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 2)),
    });
    signIn(student);
    chooseSubject(math);
  });

  it('opens the first statistics tab at the bare profile address instead of a missing page', async () => {
    const app = renderApp('/student/profile');
    await waitFor(() => expect(app.pathname()).toBe('/student/profile/trainers'));
    expect(await screen.findByRole('tab', { name: 'Тренажёры' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reaches the likes rating from the statistics tabs', async () => {
    const app = renderApp('/student/profile/trainers');
    await app.user.click(await screen.findByRole('tab', { name: 'Рейтинги' }));
    await waitFor(() => expect(app.pathname()).toBe('/student/profile/rating/likes'));
    expect(await screen.findByText('likes rating')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Рейтинги' })).toHaveAttribute('aria-selected', 'true');
  });
});
