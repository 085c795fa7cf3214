import { afterEach } from 'vitest';

/**
 * Each DOM test starts from a fresh page: nothing rendered, nobody logged in, default locale,
 * no notices. Files that opt into the node environment (socket tests) have no DOM to reset.
 */
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanNotifications } = await import('@mantine/notifications');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor wait 1 s by default: on a two-core machine running the whole suite, a page that has its answers
  // can take longer than that to draw, and the test then fails on the clock rather than on the page. Tests wait with
  // these rather than vi.waitFor, whose 1 s this setting does not reach (except under fake timers, which they need).
  configure({ asyncUtilTimeout: 5000 });
  // Mantine's autosize textarea listens for web fonts to load, which happy-dom's document cannot report.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  const { authStore } = await import('../lib/auth-store.ts');
  const { applyForcedLocale, i18n, initI18n } = await import('../lib/i18n.ts');
  const { subjectStore } = await import('../lib/subject-store.ts');
  const { failOnMissingValues } = await import('./interpolation.ts');
  const { default: ruRU } = await import('../locales/ru-RU.json');
  const { default: enUS } = await import('../locales/en-US.json');
  const { default: ukUA } = await import('../locales/uk-UA.json');
  // The app fetches one locale's file on demand; tests hold all three from the start so every render is synchronous.
  await initI18n({ 'ru-RU': { translation: ruRU }, 'en-US': { translation: enUS }, 'uk-UA': { translation: ukUA } });
  failOnMissingValues(i18n);

  // The app loads the dialogs' provider with the first dialog; tests load it up front, so every dialog opens in the
  // same event as the press that asks for it, as it does in the app from the second dialog on.
  const { createElement } = await import('react');
  const { render } = await import('@testing-library/react');
  const { ensureModals, ModalsHost } = await import('../ui/ModalsHost.tsx');
  const { LocalizedMantineProvider } = await import('../app/LocalizedMantineProvider.tsx');
  const host = render(createElement(LocalizedMantineProvider, { env: 'test', children: createElement(ModalsHost) }));
  await ensureModals();
  host.unmount();

  afterEach(async () => {
    cleanup();
    cleanNotifications();
    authStore.clear();
    subjectStore.set(null);
    localStorage.clear();
    sessionStorage.clear();
    applyForcedLocale(null);
    await i18n.changeLanguage('ru-RU');
  });
}
