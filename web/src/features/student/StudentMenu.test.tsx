import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenSubject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentMenu } from './StudentMenu.tsx';

const state = vi.hoisted(() => ({ chosen: null as ChosenSubject | null }));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: null, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

beforeEach(() => {
  state.chosen = { id: 1, main_id: 1 };
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
});
