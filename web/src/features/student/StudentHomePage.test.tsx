import { screen, within } from '@testing-library/react';
import type { ChosenSubject, Me, SubjectData } from '@umka/contracts';
import { beforeEach, describe, expect, it as test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentHomePage } from './StudentHomePage.tsx';
import { buildMe, buildSubjectData, math } from './student.fixtures.ts';

const state = vi.hoisted(() => ({
  me: null as Me | null,
  chosen: null as ChosenSubject | null,
  data: null as SubjectData | null,
}));
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ me: state.me, user: state.me?.user ?? null }) }));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: state.data, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

beforeEach(() => {
  state.me = buildMe();
  state.chosen = { id: math.id, main_id: 1 };
  state.data = buildSubjectData(math, 17);
});

describe('StudentHomePage', () => {
  test('greets the student by name and shows the chosen subject and its likes balance', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByRole('heading', { name: 'Привет, Маша!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Предмет' })).toHaveTextContent('Математика');
    expect(
      within(screen.getByRole('region', { name: 'Мои лайки' })).getByTestId('home-likes-balance'),
    ).toHaveTextContent('17');
  });

  test("lists the student's class with its subject", () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const classes = screen.getByRole('region', { name: 'Мой класс' });
    expect(classes).toHaveTextContent('3 «А»');
    expect(classes).toHaveTextContent('Математика');
  });

  test('offers to change the subject', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByRole('link', { name: 'Сменить предмет' })).toHaveAttribute('href', '/student/subject');
  });

  test('waits for the likes while the subject data loads', () => {
    state.data = null;
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.queryByTestId('home-likes-balance')).not.toBeInTheDocument();
  });

  test('says when the student is in no class yet', () => {
    const me = buildMe();
    state.me = { ...me, student: me.student ? { ...me.student, groups: [] } : null };
    renderWithProviders(<StudentHomePage />, { route: '/student', locale: 'uk-UA' });
    expect(screen.getByText('Ти поки не в класі')).toBeInTheDocument();
  });
});
