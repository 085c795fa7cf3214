import { ROLE_HOME } from '@umka/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authStore } from '../lib/auth-store.ts';
import { currentLocale, initI18n, shareLocaleAfterStart } from '../lib/i18n.ts';
import { TextOverridesFollower } from '../lib/text-overrides.ts';
import { prefetchApp } from './app-files.ts';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * Starts the light login page the server sends for /login (server/src/lib/spa.ts) in its root: a device that kept a
 * session goes to its home; any other takes over the prerendered markup, or draws the page itself when the markup is
 * in another locale than the one this device chose.
 */
export async function startLoginPage(container: HTMLElement): Promise<void> {
  await Promise.all([authStore.restore(), initI18n()]);
  const session = authStore.get();
  if (session.status === 'authenticated') {
    window.location.replace(ROLE_HOME[session.user.role_id]);
    return;
  }
  const screen = (
    <StrictMode>
      <LoginScreen />
      <TextOverridesFollower />
    </StrictMode>
  );
  if (container.dataset.prerendered === currentLocale()) hydrateRoot(container, screen);
  else {
    container.replaceChildren();
    createRoot(container).render(screen);
  }
  container.addEventListener('focusin', prefetchApp, { once: true });
  shareLocaleAfterStart();
}
