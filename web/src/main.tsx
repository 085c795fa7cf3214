import './app/firstPageStyles.ts';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import { authStore } from './lib/auth-store.ts';
import { initI18n, shareLocaleAfterStart, storedLocale } from './lib/i18n.ts';
import { warmUpIntl } from './lib/intl-warmup.ts';
import { queryClient } from './lib/query-client.ts';
import { startSessionQueries } from './lib/session-queries.ts';
import { subjectStore } from './lib/subject-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The address's layout and page start loading at once for the role the kept session names, unchecked: a wrong guess
// costs only a chunk. The session itself is checked before the first render, so no page shows a login it is about to
// leave; then what every signed-in page shows is asked for while the texts may still be on their way.
warmUpIntl(storedLocale());
const router = createBrowserRouter(routes);
preloadRoute(router.state.matches, authStore.storedRoleGuess());
const session = Promise.all([authStore.restore(), subjectStore.restore()]).then(() => startSessionQueries(queryClient));
void Promise.all([initI18n(), session]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  shareLocaleAfterStart();
});
