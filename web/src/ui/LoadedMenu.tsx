import { Menu } from '@mantine/core';
import type { MenuOnDemandProps } from './menuOnDemandProps.ts';

/** The real menu behind MenuOnDemand, opened at once: it mounts because its button was just pressed. */
export function LoadedMenu({ target, dropdown, menuProps }: MenuOnDemandProps) {
  return (
    <Menu defaultOpened {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{dropdown(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
