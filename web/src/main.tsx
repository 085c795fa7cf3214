import './app/firstPageStyles.ts';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import { authStore } from './lib/auth-store.ts';
import { initI18n } from './lib/i18n.ts';
import { subjectStore } from './lib/subject-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session this device kept is checked before the first render, so no page shows a login it is about to leave;
// then the address's layout and page start loading while the texts may still be on their way.
const session = Promise.all([authStore.restore(), subjectStore.restore()]).then(() =>
  preloadRoute(routes, window.location.pathname, authStore.get().user?.role_id ?? null),
);
void Promise.all([initI18n(), session]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});
