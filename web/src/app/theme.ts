import {
  type AlertProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type ModalProps,
  mergeThemeOverrides,
  type NotificationProps,
} from '@mantine/core';

/** Nunito is bundled by fonts.css (imported in main.tsx); the rest only stand in until it has loaded. */
const FONT_FAMILY = 'Nunito, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif';

/**
 * Filled and light variants draw with shade 8 (primaryShade below). Mantine's teal.8 and orange.8 give white
 * text 3.9:1 and 3.6:1, so shades 8 and 9 are darkened to reach AA (4.5:1) wherever a badge or button uses them.
 */
function darkened(color: 'teal' | 'orange', shade8: string, shade9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = DEFAULT_THEME.colors[color];
  return [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9];
}

export const theme = createTheme({
  primaryColor: 'blue',
  colors: {
    teal: darkened('teal', '#087f5b', '#06634a'),
    orange: darkened('orange', '#c2410c', '#9a3412'),
  },
  // Shade 8 is the lightest blue on which white text and blue links on white reach WCAG AA (4.5:1).
  primaryShade: 8,
  // autoContrast picks black or white text where each contrasts equally (the WCAG crossover, as in headerColors.ts).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // Mantine's own transitions (dialogs, menus, progress) stop for players who asked their system for less motion.
  respectReducedMotion: true,
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '800' },
});

/** Texts the theme gives Mantine's own controls, in the interface language. */
export interface ThemeTexts {
  close: string;
}

/**
 * The theme plus accessible names for the close buttons Mantine draws itself (modals, drawers, notices,
 * alerts), so no dialog can be written without one. Built anew when the language changes.
 */
export function localizedTheme(texts: ThemeTexts): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': texts.close };
  // Mantine draws a dialog's header as <header> inside <section role="dialog">. It is no page banner, yet
  // axe counts it as a second one (a section with a role no longer scopes a header), so it stays a plain box.
  const dialogHeader = { role: 'none' };
  // Plain objects typed by the components' props rather than Modal.extend(…): extend is an identity function,
  // and calling it would put every dialog's code into the first page's bundle.
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
        ModalHeader: { defaultProps: dialogHeader },
        Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
        DrawerHeader: { defaultProps: dialogHeader },
        Notification: { defaultProps: { closeButtonProps } satisfies Partial<NotificationProps> },
        Alert: { defaultProps: { closeButtonLabel: texts.close } satisfies Partial<AlertProps> },
        // Close buttons placed by hand get the same name unless they are given their own.
        CloseButton: { defaultProps: closeButtonProps },
      },
    }),
  );
}

/**
 * Written into theme-variables.css with the rest of the theme's variables (theme-variables.test.tsx keeps the two
 * in step). Mantine's dimmed grey (gray.6) is 3.2:1 on the light page background and its error red (red.6) 3.3:1 on white;
 * these keep AA (4.5:1) on white and gray.0, so hints and the field errors under inputs stay readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
