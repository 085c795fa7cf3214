import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MenuOnDemand } from './MenuOnDemand.tsx';

function renderMenu(onPick = vi.fn()) {
  renderWithProviders(
    <MenuOnDemand
      target={<Button>Меню</Button>}
      dropdown={(Menu) => (
        <>
          <Menu.Item onClick={onPick}>Первый</Menu.Item>
          <Menu.Item>Второй</Menu.Item>
        </>
      )}
    />,
  );
  return onPick;
}

describe('menu on demand', () => {
  it('shows only its button, announced as opening a menu, until it is pressed', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with its items on the first press, and an item does what it says', async () => {
    const user = userEvent.setup();
    const onPick = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Меню' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Первый' }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Второй' })).toBeInTheDocument();
  });
});
