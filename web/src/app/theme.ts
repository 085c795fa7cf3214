import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 is the lightest blue on which white text and blue links on white reach WCAG AA (4.5:1).
  primaryShade: 8,
  // autoContrast picks black or white text where each contrasts equally (the WCAG crossover, as in headerColors.ts).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Nunito, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'Nunito, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif', fontWeight: '800' },
});

/** Mantine's dimmed grey (gray.6) is 3.2:1 on the light page background; this one keeps AA (4.5:1) on white and gray.0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
