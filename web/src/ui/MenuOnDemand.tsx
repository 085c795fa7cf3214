import { cloneElement, Suspense, useState } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload.ts';
import type { MenuOnDemandProps } from './menuOnDemandProps.ts';

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
