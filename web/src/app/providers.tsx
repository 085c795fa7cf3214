import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { LocalizedMantineProvider } from './LocalizedMantineProvider.tsx';
import { Notices } from './Notices.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Mantine's 'test' environment turns off transitions and portals so component tests see the DOM at once. */
  mantineEnv?: 'default' | 'test';
}

/**
 * Everything that does not depend on who is logged in: UI kit, notices (bottom right, spec §2), modals, i18n, server cache.
 * i18n comes first because the UI kit's theme carries texts (close buttons' names) in the current language.
 * Confirm dialogs are asked for only by signed-in pages, so their host (ModalsHost) comes with the signed-in layouts.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  mantineEnv = 'default',
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider env={mantineEnv}>
        <QueryClientProvider client={queryClient}>
          <Notices />
          {children}
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}
