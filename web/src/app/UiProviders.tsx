import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { LocalizedMantineProvider } from './LocalizedMantineProvider.tsx';
import { Notices } from './Notices.tsx';

export interface UiProvidersProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals so component tests see the DOM at once. */
  mantineEnv?: 'default' | 'test';
}

/** Texts, UI kit and notices: the app's outer layer, and all the light login page (login-page/) needs around it. */
export function UiProviders({ children, mantineEnv = 'default' }: UiProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider env={mantineEnv}>
        <Notices />
        {children}
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}
