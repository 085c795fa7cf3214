import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below the breakpoint, where a staff page beside its navbar is too narrow for a wide table.
 * Read at once rather than after mount, so a phone never draws the wide table first.
 */
export function useCompactLayout(breakpoint: MantineBreakpoint = 'md'): boolean {
  const theme = useMantineTheme();
  return !useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, undefined, {
    getInitialValueInEffect: false,
  });
}
