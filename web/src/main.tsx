import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});
