import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Nunito, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'Nunito, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif', fontWeight: '800' },
});
