import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenSubject, Me, SubjectData } from '@umka/contracts';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSubjectData, math } from '../../features/students/student.fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentHeader } from './StudentHeader.tsx';

const state = vi.hoisted(() => ({
  me: null as Me | null,
  chosen: null as ChosenSubject | null,
  data: null as SubjectData | null,
  logout: (): void => undefined,
}));
vi.mock('../../lib/auth.tsx', () => ({
  useAuth: () => ({ me: state.me, user: state.me?.user ?? null, logout: state.logout }),
}));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: state.data, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

const DESKTOP_WIDTH = 1280;
const PHONE_WIDTH = 390;

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

beforeEach(() => {
  state.me = buildMe();
  state.chosen = { id: math.id, main_id: 1 };
  state.data = buildSubjectData(math, 17);
  state.logout = vi.fn();
  setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

describe('StudentHeader', () => {
  it('shows the subject, its likes and a way to change the subject', () => {
    renderWithProviders(<StudentHeader />, { route: '/student' });
    const header = screen.getByTestId('student-header');
    expect(within(header).getByText('Математика')).toBeInTheDocument();
    expect(within(header).getByTestId('likes-balance')).toHaveTextContent('17');
    expect(within(header).getByRole('link', { name: 'Сменить предмет' })).toHaveAttribute('href', '/student/subject');
    expect(within(header).getByText('Маша Иванова')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
  });

  it('names the subject from the profile while its data is still loading', () => {
    state.data = null;
    renderWithProviders(<StudentHeader />, { route: '/student' });
    const header = screen.getByTestId('student-header');
    expect(within(header).getByText('Математика')).toBeInTheDocument();
    expect(header).toHaveStyle({ background: math.color });
    expect(within(header).queryByTestId('likes-balance')).not.toBeInTheDocument();
  });

  it('greets the student by name on subject choice and offers no button to the page they are on', () => {
    state.chosen = null;
    state.data = null;
    renderWithProviders(<StudentHeader />, { route: '/student/subject' });
    const header = screen.getByTestId('student-header');
    expect(within(header).getAllByText('Маша Иванова')).toHaveLength(1);
    expect(within(header).queryByRole('link', { name: 'Сменить предмет' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('keeps the subject and likes on a phone and puts the menu and account controls in a drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderWithProviders(<StudentHeader />, { route: '/student' });
    const header = screen.getByTestId('student-header');
    expect(within(header).getByText('Математика')).toBeVisible();
    expect(within(header).getByTestId('likes-balance')).toBeVisible();
    // Hidden by the breakpoint, so out of the accessibility tree as well as out of sight.
    expect(within(header).queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Куда отправимся?' });
    expect(within(drawer).getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByText('Маша Иванова')).toBeInTheDocument();
    expect(within(drawer).getByRole('radiogroup', { name: 'Язык' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Выйти' }));
    expect(state.logout).toHaveBeenCalledTimes(1);
  });

  it('closes the drawer once the student picks a page', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderWithProviders(<StudentHeader />, { route: '/student' });
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Куда отправимся?' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Сменить предмет' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/subject');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
