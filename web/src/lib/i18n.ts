import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale, type LocalizedText } from '@umka/contracts';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import enUSFile from '../locales/en-US.json?url';
import ruRUFile from '../locales/ru-RU.json?url';
import ukUAFile from '../locales/uk-UA.json?url';

/** The language a visitor picked is remembered between visits under this key. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The locale this device chose, or the default. */
export function storedLocale(): Locale {
  const value = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Tells the server which texts to preload with the next page (LOCALE_COOKIE), for a year. Each page renews it a while
 * after it starts (shareLocaleAfterStart).
 */
export function shareLocaleWithServer(locale: Locale = storedLocale()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, still on school tablets.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** A cookie write is a synchronous call to the browser's network process (~9 ms on a slow machine): after the page. */
const LOCALE_COOKIE_DELAY_MS = 3000;

export function shareLocaleAfterStart(): void {
  setTimeout(() => shareLocaleWithServer(), LOCALE_COOKIE_DELAY_MS);
}

/**
 * Each locale is a hashed JSON file of its own, fetched only when that language is first shown:
 * a visitor downloads one language's texts, and as data to parse rather than code to compile.
 */
const LOCALE_FILES: Record<Locale, string> = { 'ru-RU': ruRUFile, 'en-US': enUSFile, 'uk-UA': ukUAFile };

const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(new Error(`No texts for the locale ${language}`), false);
      return;
    }
    fetch(LOCALE_FILES[language])
      .then((response) => {
        if (!response.ok) throw new Error(`The ${language} texts answered ${response.status}`);
        return response.json();
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      );
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/**
 * Resolves once the active locale's texts are in, so the first render already has them. Tests pass
 * every locale's texts here, which keeps them synchronous and off the network.
 */
export function initI18n(resources?: Resource): Promise<unknown> {
  // Once is enough: a page's start run again (its tests) keeps the texts that are in.
  if (i18n.isInitialized) return Promise.resolve();
  return i18n
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      resources,
      // Texts given up front are kept; any other locale comes from its file.
      partialBundledLanguages: true,
      lng: storedLocale(),
      // No second language is fetched before the first render: ru-RU becomes the fallback after it
      // (text-overrides.ts followTextOverrides).
      fallbackLng: false,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      // Texts added after the first render (an admin's overrides, the ru-RU fallback) re-render the pages.
      react: { bindI18nStore: 'added' },
    });
}

/**
 * A partner host may force one locale (client-config `forced_locale`); while it does,
 * the visitor's own choice is kept in storage but not applied, and the switcher hides.
 */
let forcedLocale: Locale | null = null;
const forcedListeners = new Set<() => void>();

function subscribeForced(listener: () => void): () => void {
  forcedListeners.add(listener);
  return () => forcedListeners.delete(listener);
}

export function getForcedLocale(): Locale | null {
  return forcedLocale;
}

export function applyForcedLocale(locale: Locale | null): void {
  forcedLocale = locale;
  void i18n.changeLanguage(locale ?? storedLocale());
  for (const listener of forcedListeners) listener();
}

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Remembers the visitor's choice; ignored while a locale is forced. */
export function setLocale(locale: Locale): void {
  if (forcedLocale) return;
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  shareLocaleWithServer(locale);
  void i18n.changeLanguage(locale);
}

/** Picks the text of the current locale out of a server message. */
export function localize(text: LocalizedText, locale: Locale = currentLocale()): string {
  return text[locale];
}

export function useLocale(): { locale: Locale; forced: boolean; setLocale: (locale: Locale) => void } {
  const { i18n: instance } = useTranslation();
  const forced = useSyncExternalStore(subscribeForced, getForcedLocale, getForcedLocale) !== null;
  const lng = instance.resolvedLanguage ?? instance.language;
  return { locale: isLocale(lng) ? lng : DEFAULT_LOCALE, forced, setLocale };
}

/** `(text) => string` for server texts ({ru-RU, en-US, uk-UA}), re-rendering on a locale switch. */
export function useLocalized(): (text: LocalizedText) => string {
  const { locale } = useLocale();
  return useCallback((text: LocalizedText) => text[locale], [locale]);
}
