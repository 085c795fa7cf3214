import type { Menu, MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { lazyWithPreload } from '../app/lazyWithPreload.ts';

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

const LoadedMenu = lazyWithPreload(() => import('./LoadedMenu.tsx').then((module) => ({ default: module.LoadedMenu })));

function preload(): void {
  LoadedMenu.preload().catch(() => undefined);
}

/**
 * A dropdown menu whose code (Mantine's Menu, Popover, focus trap and floating-ui) loads when a pointer or the
 * keyboard first reaches its button, and opens when the button is pressed. Pages show menus in their headers, but
 * few visits open one.
 */
export function MenuOnDemand(props: MenuOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = cloneElement(props.target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
  });
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedMenu {...props} />
    </Suspense>
  );
}
