import type { QueryClient } from '@tanstack/react-query';
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
export function App({ router, queryClient, mantineEnv }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} mantineEnv={mantineEnv}>
      <GlobalLoadingBar />
      <BootGate>
        <AuthProvider>
          <SubjectProvider>
            <RouterProvider router={router} />
          </SubjectProvider>
        </AuthProvider>
      </BootGate>
    </AppProviders>
  );
}
