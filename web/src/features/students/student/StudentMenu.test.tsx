import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenSubject, SubjectData } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildSubjectData, math } from '../student.fixtures.ts';
import { StudentMenu } from './StudentMenu.tsx';
import { StudentNavList } from './StudentNavList.tsx';

const state = vi.hoisted(() => ({
  chosen: null as ChosenSubject | null,
  data: null as SubjectData | null,
  groups: [] as { subject_id: number }[],
}));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ me: { student: { groups: state.groups } } }) }));
vi.mock('../../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: state.data, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

beforeEach(() => {
  state.chosen = { id: 1, main_id: 1 };
  state.data = null;
  state.groups = [];
});

describe('StudentMenu', () => {
  it('opens a menu with the pages the chosen subject allows', async () => {
    renderWithProviders(<StudentMenu />, { route: '/student' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('menuitem', { name: 'Главная' })).toHaveAttribute('href', '/student');
    expect(screen.getByRole('menuitem', { name: 'Сменить предмет' })).toHaveAttribute('href', '/student/subject');
  });

  it('goes to the chosen page and closes', async () => {
    renderWithProviders(<StudentMenu />, { route: '/student' });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Сменить предмет' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/subject');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('offers only subject choice while no subject is chosen', async () => {
    state.chosen = null;
    renderWithProviders(<StudentMenu />, { route: '/student/subject' });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('menuitem', { name: 'Сменить предмет' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Главная' })).not.toBeInTheDocument();
  });

  it('lists the shop and my profession in the menu order of spec §2', async () => {
    state.data = buildSubjectData(math, 7);
    renderWithProviders(<StudentMenu />, { route: '/student' });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await screen.findByRole('menu');
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names.indexOf('Магазин')).toBeLessThan(names.indexOf('Моя профессия'));
    expect(screen.getByRole('menuitem', { name: 'Магазин' })).toHaveAttribute('href', '/student/shop');
    expect(screen.getByRole('menuitem', { name: 'Моя профессия' })).toHaveAttribute('href', '/student/job');
  });

  it('shows the shop locked, with the likes still needed, below the likes gate', async () => {
    state.data = { ...buildSubjectData(math, 0), likes_earned: 3 };
    renderWithProviders(<StudentMenu />, { route: '/student' });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const shop = await screen.findByRole('menuitem', { name: /Магазин/ });
    expect(shop).toHaveTextContent('ещё 2 лайка');
    expect(shop).toBeDisabled();
    expect(shop).not.toHaveAttribute('href');
  });

  it('offers the first lessons only while the student has no class in the chosen subject', async () => {
    const { unmount } = renderWithProviders(<StudentNavList onNavigate={vi.fn()} />, { route: '/student' });
    expect(screen.getByRole('link', { name: 'Первые уроки' })).toHaveAttribute('href', '/student/zero-homework');
    unmount();

    state.groups = [{ subject_id: 1 }];
    renderWithProviders(<StudentNavList onNavigate={vi.fn()} />, { route: '/student' });
    expect(screen.getByRole('link', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Первые уроки' })).not.toBeInTheDocument();
  });

  it('shows the shop locked in the phone list too', () => {
    state.data = { ...buildSubjectData(math, 0), likes_earned: 4 };
    renderWithProviders(<StudentNavList onNavigate={vi.fn()} />, { route: '/student' });
    const shop = screen.getByRole('button', { name: /Магазин/ });
    expect(shop).toHaveTextContent('ещё 1 лайк');
    expect(shop).toHaveAttribute('aria-disabled', 'true');
  });
});
