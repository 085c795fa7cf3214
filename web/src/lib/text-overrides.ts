import { DEFAULT_LOCALE, isLocale, type Locale, TEXT_OVERRIDES_PATH, type TextOverrides } from '@umka/contracts';
import { useEffect } from 'react';
import { i18n } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

/** `auth.loginSubmit` → '…' becomes `{ auth: { loginSubmit: '…' } }`, the shape of a locale file. */
export function nestTexts(flat: Readonly<Record<string, string>>): Tree {
  const tree: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop();
    if (leaf === undefined) continue;
    let node = tree;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[leaf] = value;
  }
  return tree;
}

function isOverrides(data: unknown): data is TextOverrides {
  if (typeof data !== 'object' || data === null) return false;
  const { locale, texts } = data as Partial<TextOverrides>;
  return (
    isLocale(locale) &&
    typeof texts === 'object' &&
    texts !== null &&
    Object.values(texts).every((text) => typeof text === 'string')
  );
}

/**
 * The admin's texts for a locale (GET /api/texts/overrides), over the shipped ones: deep, so only the overridden keys
 * change, and the pages re-render (the i18n store's `added` event). Plain fetch and a hand check rather than the api
 * client and zod: every first page runs this, and a failure only leaves the shipped texts.
 */
export async function applyTextOverrides(locale: Locale): Promise<void> {
  const response = await fetch(`/api${TEXT_OVERRIDES_PATH}?locale=${locale}`, { credentials: 'omit' });
  if (!response.ok) return;
  const body: unknown = await response.json();
  const data = (body as { data?: unknown }).data;
  if (!isOverrides(data) || data.locale !== locale || Object.keys(data.texts).length === 0) return;
  i18n.addResourceBundle(locale, 'translation', nestTexts(data.texts), true, true);
}

/**
 * A key a locale file lacks shows in ru-RU. The ru-RU texts are asked for after the first render rather than before
 * it, so a visitor in another language still downloads one language's texts before the page shows.
 */
function fallBackToDefaultLocale(): void {
  i18n.options.fallbackLng = [DEFAULT_LOCALE];
  void i18n.loadLanguages(DEFAULT_LOCALE);
}

let following = false;

function applyQuietly(locale: string): void {
  if (isLocale(locale)) applyTextOverrides(locale).catch(() => undefined);
}

/**
 * Once the page has drawn (hydrated, for the prerendered /login): the current locale's overrides now, each locale's
 * on a switch (after its texts are in, so the file does not replace them), and the ru-RU fallback.
 */
export function followTextOverrides(): void {
  if (following) return;
  following = true;
  applyQuietly(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', applyQuietly);
  fallBackToDefaultLocale();
}

/** An effect runs after React has taken over the page, never during hydration. */
function useTextOverrides(): void {
  useEffect(followTextOverrides, []);
}

/** Rendered beside a page's root (main.tsx, login-page/start.tsx); draws nothing, so hydration is untouched. */
export function TextOverridesFollower(): null {
  useTextOverrides();
  return null;
}
