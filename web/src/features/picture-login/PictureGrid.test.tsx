import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { nextIndex, PictureGrid } from './PictureGrid.tsx';

describe('the picture grid', () => {
  it('shows nine named pictures with only the first one in the tab order', () => {
    renderWithProviders(<PictureGrid onPick={() => undefined} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Солнце',
      'Кот',
      'Яблоко',
      'Мяч',
      'Дерево',
      'Рыбка',
      'Звезда',
      'Машина',
      'Дом',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('picks a picture by a click', async () => {
    const onPick = vi.fn();
    renderWithProviders(<PictureGrid onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Рыбка' }));
    expect(onPick).toHaveBeenCalledWith('fish');
  });

  it('moves with the arrow keys and picks with Enter and Space', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PictureGrid onPick={onPick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Солнце' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Дерево' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowLeft} ');
    expect(onPick.mock.calls).toEqual([['tree'], ['star']]);
    // The focused picture is the one the Tab key comes back to.
    expect(screen.getByRole('button', { name: 'Звезда' }).tabIndex).toBe(0);
  });

  it('stops at the edges of the grid', () => {
    expect(nextIndex(0, 'ArrowLeft')).toBe(0);
    expect(nextIndex(0, 'ArrowUp')).toBe(0);
    expect(nextIndex(2, 'ArrowRight')).toBe(2);
    expect(nextIndex(8, 'ArrowDown')).toBe(8);
    expect(nextIndex(4, 'End')).toBe(8);
    expect(nextIndex(4, 'Home')).toBe(0);
  });

  it('picks nothing while disabled', () => {
    const onPick = vi.fn();
    renderWithProviders(<PictureGrid onPick={onPick} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Кот' }));
    expect(onPick).not.toHaveBeenCalled();
  });
});
