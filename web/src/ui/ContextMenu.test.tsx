import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ContextMenu, type ContextMenuItem } from './ContextMenu.tsx';

function renderMenu(onEdit = vi.fn(), openOn: 'click' | 'pointer' = 'click') {
  const items: ContextMenuItem[] = [
    { key: 'edit', label: 'Изменить', onClick: onEdit },
    { key: 'delete', label: 'Удалить', onClick: vi.fn(), color: 'red', dividerBefore: true },
  ];
  renderWithProviders(
    <div>
      <p>Снаружи</p>
      <ContextMenu items={items} openOn={openOn}>
        <Button>Действия</Button>
      </ContextMenu>
    </div>,
  );
  return { onEdit };
}

/** A pointer menu whose items arrive only after a button press, like a table's menu before a row is pointed at. */
function Growing() {
  const [items, setItems] = useState<ContextMenuItem[]>([]);
  return (
    <>
      <Button onClick={() => setItems([{ key: 'edit', label: 'Изменить', onClick: vi.fn() }])}>Добавить</Button>
      <ContextMenu items={items} openOn="pointer">
        <Button>Строка</Button>
      </ContextMenu>
    </>
  );
}

describe('ContextMenu', () => {
  it('opens on its trigger and runs the chosen item, then closes', async () => {
    const { onEdit } = renderMenu();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on a click outside of it', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Снаружи'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens where the user right-clicks in pointer mode', async () => {
    renderMenu(vi.fn(), 'pointer');
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Действия' }), { clientX: 40, clientY: 60 });
    expect(await screen.findByRole('menuitem', { name: 'Удалить' })).toBeInTheDocument();
  });

  it('stays shut when it has nothing to offer, and opens once it has', async () => {
    renderWithProviders(<Growing />);
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Строка' }), { clientX: 40, clientY: 60 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    // The earlier right-click found nothing to show, so the menu does not pop up by itself now.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Строка' }), { clientX: 40, clientY: 60 });
    expect(await screen.findByRole('menuitem', { name: 'Изменить' })).toBeInTheDocument();
  });
});
