import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedTheme } from './theme.ts';

export interface LocalizedMantineProviderProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals so component tests see the DOM at once. */
  env?: 'default' | 'test';
}

/** Mantine with the app theme in the current language; must sit inside the I18nextProvider. */
export function LocalizedMantineProvider({ children, env = 'default' }: LocalizedMantineProviderProps) {
  const { t } = useTranslation();
  const close = t('common.close');
  const theme = useMemo(() => localizedTheme({ close }), [close]);
  return (
    // The theme's CSS variables come from theme-variables.css rather than being computed on every start.
    <MantineProvider theme={theme} withCssVariables={false} env={env}>
      {children}
    </MantineProvider>
  );
}
