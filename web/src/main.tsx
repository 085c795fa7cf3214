import './app/firstPageStyles.ts';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import { answersAreOurs, drawnAsWeWould, drawnScreen, takeAnswers } from './first-screen/take-over.ts';
import { authStore } from './lib/auth-store.ts';
import { currentLocale, initI18n, shareLocaleAfterStart, storedLocale } from './lib/i18n.ts';
import { warmUpIntl } from './lib/intl-warmup.ts';
import { queryClient } from './lib/query-client.ts';
import { startSessionQueries } from './lib/session-queries.ts';
import { shareSubjectAfterStart, subjectStore } from './lib/subject-store.ts';
import { TextOverridesFollower } from './lib/text-overrides.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The address's layout and page start loading at once for the role the kept session names, unchecked: a wrong guess
// costs only a chunk. The session itself is checked before the first render, so no page shows a login it is about to
// leave; then what every signed-in page shows is asked for while the texts may still be on their way, unless the
// server drew the page from those very answers.
warmUpIntl(storedLocale());
const router = createBrowserRouter(routes);
void preloadRoute(router.state.matches, authStore.storedRoleGuess());
const drawn = drawnScreen();
const viewer = () => ({ userId: authStore.get().user?.id ?? null, subjectId: subjectStore.get()?.id ?? null });
const session = Promise.all([authStore.restore(), subjectStore.restore()]).then(() => {
  if (drawn && answersAreOurs(drawn, viewer())) takeAnswers(queryClient, drawn);
  startSessionQueries(queryClient);
});
void Promise.all([initI18n(), session]).then(() => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
      <TextOverridesFollower />
    </StrictMode>
  );
  // A screen drawn for someone else, or in other texts, is drawn again by the app's first render.
  if (drawn && drawnAsWeWould(drawn, { ...viewer(), locale: currentLocale() })) hydrateRoot(container, app);
  else createRoot(container).render(app);
  shareLocaleAfterStart();
  shareSubjectAfterStart();
});
