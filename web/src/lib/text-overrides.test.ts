import { describe, expect, it, vi } from 'vitest';
import ruRU from '../locales/ru-RU.json';
import { i18n } from './i18n.ts';
import { applyTextOverrides, nestTexts } from './text-overrides.ts';

function serveOverrides(texts: Record<string, string>, locale = 'ru-RU') {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ status: true, data: { locale, texts } }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('text overrides', () => {
  it('nests dotted keys into the shape of a locale file', () => {
    expect(nestTexts({ 'auth.loginSubmit': 'Заходи', 'auth.loginTitle': 'Привет', 'ui.confirm.yes': 'Ага' })).toEqual({
      auth: { loginSubmit: 'Заходи', loginTitle: 'Привет' },
      ui: { confirm: { yes: 'Ага' } },
    });
  });

  it('put the admin’s text over the shipped one and keep every other shipped text', async () => {
    const fetchMock = serveOverrides({ 'auth.loginSubmit': 'Заходи' });

    await applyTextOverrides('ru-RU');

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/texts/overrides?locale=ru-RU');
    expect(i18n.t('auth.loginSubmit')).toBe('Заходи');
    expect(i18n.t('auth.loginTitle')).toBe(ruRU.auth.loginTitle);
    i18n.addResourceBundle('ru-RU', 'translation', { auth: { loginSubmit: ruRU.auth.loginSubmit } }, true, true);
  });

  it('leave the shipped texts when the answer fails or names another locale', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await applyTextOverrides('ru-RU');
    serveOverrides({ 'auth.loginSubmit': 'Log in now' }, 'en-US');
    await applyTextOverrides('ru-RU');

    expect(i18n.t('auth.loginSubmit')).toBe(ruRU.auth.loginSubmit);
  });
});

/** Each locale's file, ru-RU's with a key the others lack, and each locale's overrides naming their locale. */
function serveLocalesAndOverrides() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const locale = /(ru-RU|en-US|uk-UA)/.exec(url)?.[1];
    const texts = url.includes('/api/texts/overrides')
      ? { status: true, data: { locale, texts: { 'auth.loginTitle': `${locale}: welcome back` } } }
      : locale === 'ru-RU'
        ? { auth: { loginTitle: 'Вход', onlyInRussian: 'Только по-русски' } }
        : { auth: { loginTitle: `${locale}: log in` } };
    return new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json' } });
  });
}

describe('the ru-RU fallback and a switch', () => {
  it('shows a key another locale’s file lacks in ru-RU once the page has started, fetching ru-RU only then', async () => {
    vi.resetModules();
    localStorage.setItem('locale', 'en-US');
    const fetchMock = serveLocalesAndOverrides();
    const fresh = await import('./i18n.ts');
    const overrides = await import('./text-overrides.ts');
    await fresh.initI18n();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toHaveLength(1);

    overrides.followTextOverrides();

    await vi.waitFor(() => expect(fresh.i18n.t('auth.onlyInRussian')).toBe('Только по-русски'));
    await vi.waitFor(() => expect(fresh.i18n.t('auth.loginTitle')).toBe('en-US: welcome back'));
  });

  it('applies the overrides of the locale a visitor switches to, over that locale’s file', async () => {
    serveLocalesAndOverrides();
    const fresh = await import('./i18n.ts');

    fresh.setLocale('uk-UA');

    await vi.waitFor(() => expect(fresh.i18n.t('auth.loginTitle')).toBe('uk-UA: welcome back'));
  });
});
