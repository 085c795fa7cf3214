import { screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildUser,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';
import { SUBJECTS, YANA } from '../studentCard.fixtures.tsx';

vi.mock('../../trainers/teacher/TeacherStudentTrainersPage.tsx', () => ({
  TeacherStudentTrainersPage: () => <p>trainers tab</p>,
}));

const teacher = buildUser(ROLE.teacher);

beforeEach(() => {
  installFakeRealtime();
  mockServer({
    'GET /api/me': ok(buildMe(teacher)),
    'GET /api/subjects': ok(SUBJECTS),
    'GET /api/teachers/2/students': ok([YANA]),
    'GET /api/ratings/likes': ok({
      scope: 'classes',
      items: [{ rank: 1, student_id: 11, name: 'Yana Smirnova', value: 12, is_own: false }],
      total: 1,
      page: 1,
      per_page: 50,
      last_page: 1,
    }),
  });
  signIn(teacher);
});

describe('the student card in the app routes', () => {
  it('opens a tab by its own address inside the card', async () => {
    renderApp('/teacher/students/11/likes-rating');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yana Smirnova' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Рейтинг ваших классов по заработанным лайкам' });
    expect(within(table).getByText('Yana Smirnova').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('tab', { name: 'Рейтинг по лайкам' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the bare card address to the trainers tab', async () => {
    const app = renderApp('/teacher/students/11');
    expect(await screen.findByText('trainers tab')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/teacher/students/11/trainers'));
  });
});
