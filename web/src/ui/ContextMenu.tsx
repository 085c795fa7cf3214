import { Menu } from '@mantine/core';
import { type ReactElement, type ReactNode, useState } from 'react';

export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  onClick: () => void;
  /** 'red' for destructive actions. */
  color?: string;
  disabled?: boolean;
  /** Draw a divider above this item to set a group of actions apart. */
  dividerBefore?: boolean;
}

export interface ContextMenuProps {
  items: readonly ContextMenuItem[];
  /** The element that opens the menu; it must accept a ref (a button, a row, a card). */
  children: ReactElement;
  /**
   * 'click' opens the menu below the element (a "more" button);
   * 'pointer' opens it where the user right-clicks or long-presses.
   */
  openOn?: 'click' | 'pointer';
  label?: ReactNode;
}

/**
 * Context menu of spec §2; closes on an outside click (spec §9) and on Escape. With no items it stays
 * shut, so a menu shared by many elements (the rows of a table) does not open empty over the rest.
 */
export function ContextMenu({ items, children, openOn = 'click', label }: ContextMenuProps) {
  const [opened, setOpened] = useState(false);
  // Opened with nothing to show, it closes at once rather than pop up later when items arrive.
  if (opened && items.length === 0) setOpened(false);
  return (
    <Menu
      opened={opened && items.length > 0}
      onChange={setOpened}
      shadow="md"
      radius="md"
      width={220}
      position="bottom-end"
      closeOnClickOutside
      closeOnEscape
      closeOnItemClick
      withinPortal
    >
      {openOn === 'pointer' ? <Menu.ContextMenu>{children}</Menu.ContextMenu> : <Menu.Target>{children}</Menu.Target>}
      <Menu.Dropdown>
        {label ? <Menu.Label>{label}</Menu.Label> : null}
        {items.flatMap((item, position) => {
          const entry = (
            <Menu.Item
              key={item.key}
              leftSection={item.icon}
              color={item.color}
              disabled={item.disabled}
              onClick={item.onClick}
            >
              {item.label}
            </Menu.Item>
          );
          return item.dividerBefore && position > 0 ? [<Menu.Divider key={`${item.key}-divider`} />, entry] : [entry];
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
