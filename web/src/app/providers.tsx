import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { UiProviders, type UiProvidersProps } from './UiProviders.tsx';

export interface AppProvidersProps extends UiProvidersProps {
  queryClient?: QueryClient;
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
    <UiProviders mantineEnv={mantineEnv}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProviders>
  );
}
