import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { CLIENT_CONFIG_QUERY_KEY, fetchClientConfig } from './lib/client-config.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The boot check (BootGate) is asked for while the locale's texts arrive, rather than after the first render.
void queryClient.prefetchQuery({ queryKey: CLIENT_CONFIG_QUERY_KEY, queryFn: fetchClientConfig });
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});
