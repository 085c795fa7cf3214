import { afterEach } from 'vitest';

/**
 * Each DOM test starts from a fresh page: nothing rendered, nobody logged in, default locale,
 * no notices. Files that opt into the node environment (socket tests) have no DOM to reset.
 */
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanNotifications } = await import('@mantine/notifications');
  const { cleanup } = await import('@testing-library/react');
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
