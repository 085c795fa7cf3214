import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the app's i18n module, not the one test setup filled with every locale. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

function serveLocaleFiles() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const title = url.includes('en-US') ? 'Log in' : url.includes('uk-UA') ? 'Вхід' : 'Вход';
    return new Response(JSON.stringify({ auth: { loginTitle: title } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const fetchedLocales = (fetchMock: ReturnType<typeof serveLocaleFiles>) =>
  fetchMock.mock.calls.map(([input]) => /(ru-RU|en-US|uk-UA)/.exec(String(input))?.[1]);

describe('locale loading', () => {
  it('fetches only the remembered locale before the first render', async () => {
    localStorage.setItem('locale', 'en-US');
    const fetchMock = serveLocaleFiles();
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(fetchedLocales(fetchMock)).toEqual(['en-US']);
    expect(i18n.t('auth.loginTitle')).toBe('Log in');
  });

  it('fetches another locale on a switch and shows its texts once they are in', async () => {
    const fetchMock = serveLocaleFiles();
    const { i18n, initI18n, setLocale } = await freshI18n();
    await initI18n();
    setLocale('uk-UA');
    expect(i18n.t('auth.loginTitle')).toBe('Вход');
    await waitFor(() => expect(i18n.t('auth.loginTitle')).toBe('Вхід'));
    expect(fetchedLocales(fetchMock)).toEqual(['ru-RU', 'uk-UA']);
    expect(document.documentElement.lang).toBe('uk-UA');
  });

  it('fetches a locale once, however often it is chosen again', async () => {
    const fetchMock = serveLocaleFiles();
    const { i18n, initI18n, setLocale } = await freshI18n();
    await initI18n();
    setLocale('en-US');
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    setLocale('ru-RU');
    await waitFor(() => expect(i18n.language).toBe('ru-RU'));
    setLocale('en-US');
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(fetchedLocales(fetchMock)).toEqual(['ru-RU', 'en-US']);
  });

  it('keeps the chosen locale in a cookie too, so the server can preload its texts with the next page', async () => {
    localStorage.setItem('locale', 'en-US');
    serveLocaleFiles();
    const { initI18n, setLocale, shareLocaleWithServer } = await freshI18n();
    await initI18n();
    shareLocaleWithServer();
    expect(document.cookie).toMatch(/(^|; )locale=en-US(;|$)/);
    setLocale('uk-UA');
    expect(document.cookie).toMatch(/(^|; )locale=uk-UA(;|$)/);
  });
});
