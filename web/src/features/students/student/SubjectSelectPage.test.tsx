import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenSubject, Me } from '@umka/contracts';
import { beforeEach, describe, expect, it as test, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildMe, math, reading } from '../student.fixtures.ts';
import { SubjectSelectPage } from './SubjectSelectPage.tsx';

const state = vi.hoisted(() => ({
  me: null as Me | null,
  chosen: null as ChosenSubject | null,
  choose: vi.fn<(subjectId: number) => Promise<void>>(),
}));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ me: state.me, user: state.me?.user ?? null }) }));
vi.mock('../../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: null, status: 'idle', choose: state.choose, clear: vi.fn() }),
}));

beforeEach(() => {
  state.me = buildMe();
  state.chosen = null;
  state.choose.mockReset().mockResolvedValue(undefined);
});

describe('SubjectSelectPage', () => {
  test('shows each subject of the student with its likes balance', async () => {
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    expect(screen.getByRole('button', { name: 'Математика' })).toHaveTextContent('12 лайков');
    expect(screen.getByRole('button', { name: 'Чтение' })).toHaveTextContent('1 лайк');
  });

  test('does not offer a subject closed to students', () => {
    state.me = buildMe([math, { ...reading, is_open: false }]);
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    expect(screen.getByRole('button', { name: 'Математика' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Чтение' })).not.toBeInTheDocument();
  });

  test('loads the chosen subject and then goes to the student home', async () => {
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    await userEvent.click(screen.getByRole('button', { name: 'Чтение' }));
    expect(state.choose).toHaveBeenCalledWith(reading.id);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/student$/));
  });

  test('stays on the page when loading the subject fails', async () => {
    state.choose.mockRejectedValue(new Error('offline'));
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    await userEvent.click(screen.getByRole('button', { name: 'Математика' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Математика' })).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/student/subject');
  });

  test('shows a blocked subject greyed out with a note, and it cannot be chosen', async () => {
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    const blocked = screen.getByRole('button', { name: 'Программирование' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveTextContent('Закрыт');
    expect(screen.getByText(/Закрытые предметы пока недоступны/)).toBeInTheDocument();
    await userEvent.click(blocked);
    expect(state.choose).not.toHaveBeenCalled();
  });

  test('marks the subject chosen now', () => {
    state.chosen = { id: math.id, main_id: 1 };
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject' });
    expect(screen.getByRole('button', { name: 'Математика' })).toHaveTextContent('Сейчас выбран');
    expect(screen.getByRole('button', { name: 'Чтение' })).not.toHaveTextContent('Сейчас выбран');
  });

  test('tells a student without subjects what to do', () => {
    state.me = buildMe([]);
    renderWithProviders(<SubjectSelectPage />, { route: '/student/subject', locale: 'en-US' });
    expect(screen.getByText('No subjects yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
