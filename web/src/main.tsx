import './app/firstPageStyles.ts';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import { authStore } from './lib/auth-store.ts';
import { currentLocale, initI18n, shareLocaleWithServer } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { startSessionQueries } from './lib/session-queries.ts';
import { subjectStore } from './lib/subject-store.ts';
import { PRERENDERED_PATH } from './prerender/prerendered-path.ts';

const LOCALE_COOKIE_DELAY_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The address's layout and page start loading at once for the role the kept session names, unchecked: a wrong guess
// costs only a chunk. The session itself is checked before the first render, so no page shows a login it is about to
// leave; then what every signed-in page shows is asked for while the texts may still be on their way.
const router = createBrowserRouter(routes);
preloadRoute(router.state.matches, authStore.storedRoleGuess());
const session = Promise.all([authStore.restore(), subjectStore.restore()]).then(() => startSessionQueries(queryClient));
void Promise.all([initI18n(), session]).then(() => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // The server sends /login with its markup prerendered for a visitor without a session (server/src/lib/spa.ts); the
  // app takes it over when it would draw the same, and otherwise draws the page itself.
  const drawsTheSame =
    container.dataset.prerendered === currentLocale() &&
    authStore.get().status === 'anonymous' &&
    router.state.location.pathname === PRERENDERED_PATH;
  if (drawsTheSame) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // A cookie write is a synchronous call to the browser's network process (~9 ms on a slow machine): after the page.
  setTimeout(() => shareLocaleWithServer(), LOCALE_COOKIE_DELAY_MS);
});
