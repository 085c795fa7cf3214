import type { Locale } from '@umka/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { i18n } from '../lib/i18n.ts';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * The light login page's markup in one locale, as its first render draws it. Written at build time
 * (web/prerender.mjs) into every /login page the server sends (server/src/lib/spa.ts), where it shows as soon as the
 * styles are in; main.tsx then hydrates it. i18n must hold the locale's texts.
 */
export async function renderLoginPage(locale: Locale): Promise<string> {
  await i18n.changeLanguage(locale);
  return renderToString(
    <StrictMode>
      <LoginScreen />
    </StrictMode>,
  );
}
