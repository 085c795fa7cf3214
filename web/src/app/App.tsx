import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth.tsx';
import { SubjectProvider } from '../lib/subject.tsx';
import { BootGate } from './BootGate.tsx';
import { GlobalLoadingBar } from './GlobalLoadingBar.tsx';
import { AppProviders, type AppProvidersProps } from './providers.tsx';

export interface AppProps {
  router: DataRouter;
  queryClient?: QueryClient;
  mantineEnv?: AppProvidersProps['mantineEnv'];
}

/** Boot check first, then the session (auth, chosen subject), then the pages. */
export function App({ router, ...shell }: AppProps) {
  return (
    <AppShell {...shell}>
      <RouterProvider router={router} />
    </AppShell>
  );
}

/**
 * Everything around the router. The login page prerendered at build time (prerender/login-page.tsx) is this shell
 * around a static router, so the app hydrates the very markup it would have rendered.
 */
export function AppShell({ children, queryClient, mantineEnv }: Omit<AppProps, 'router'> & { children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient} mantineEnv={mantineEnv}>
      <GlobalLoadingBar />
      <BootGate>
        <AuthProvider>
          <SubjectProvider>{children}</SubjectProvider>
        </AuthProvider>
      </BootGate>
    </AppProviders>
  );
}
