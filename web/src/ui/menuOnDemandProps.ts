import type { Menu, MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** What the placeholder adds to the menu's button: what it announces, and when the menu's code should load. */
interface TargetProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface MenuOnDemandProps {
  /** The button that opens the menu, shown as it is until the menu's code has arrived. */
  target: ReactElement<TargetProps>;
  /** The menu's items, given Mantine's Menu so the caller need not import it (and its code) up front. */
  dropdown: (menu: typeof Menu) => ReactNode;
  menuProps?: Omit<MenuProps, 'children' | 'defaultOpened'>;
}
