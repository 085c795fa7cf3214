import { LOCALES, type Locale, type TextKind, textPlaceholders } from '@umka/contracts';
// The web's locale files go into the server's bundle (server/build.mjs): the built server needs no web sources.
import enUS from '../../../../web/src/locales/en-US.json' with { type: 'json' };
import ruRU from '../../../../web/src/locales/ru-RU.json' with { type: 'json' };
import ukUA from '../../../../web/src/locales/uk-UA.json' with { type: 'json' };
import { MAIL_TEMPLATES, type MailTemplateName, mailTextKeys } from './mail-texts.ts';

/**
 * A key as shipped: its text per locale (null where that locale's file lacks it) and the placeholders every override
 * keeps, those of its ru-RU text (of another locale's for a key ru-RU lacks).
 */
export interface ShippedText {
  key: string;
  kind: TextKind;
  texts: Record<Locale, string | null>;
  placeholders: string[];
}

type Tree = { [key: string]: string | Tree };

/** `{ auth: { login: { submit: '…' } } }` → `auth.login.submit` → '…'. */
export function flattenTexts(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else flattenTexts(value, key, into);
  }
  return into;
}

function interfaceTexts(): ShippedText[] {
  const files = { 'ru-RU': ruRU, 'en-US': enUS, 'uk-UA': ukUA } as unknown as Record<Locale, Tree>;
  const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flattenTexts(files[locale])])) as Record<
    Locale,
    Map<string, string>
  >;
  const keys = new Set(LOCALES.flatMap((locale) => [...flat[locale].keys()]));
  return [...keys].map((key) => {
    const texts = Object.fromEntries(LOCALES.map((locale) => [locale, flat[locale].get(key) ?? null])) as Record<
      Locale,
      string | null
    >;
    const source = texts['ru-RU'] ?? texts['en-US'] ?? texts['uk-UA'] ?? '';
    return { key, kind: 'interface', texts, placeholders: textPlaceholders(source) };
  });
}

function mailTexts(): ShippedText[] {
  return (Object.keys(MAIL_TEMPLATES) as MailTemplateName[]).flatMap((template) => {
    const keys = mailTextKeys(template);
    return (['subject', 'body'] as const).map((part) => {
      const texts = MAIL_TEMPLATES[template][part];
      return { key: keys[part], kind: 'mail', texts: { ...texts }, placeholders: textPlaceholders(texts['ru-RU']) };
    });
  });
}

/** Every overridable key, sorted, and each by its key. */
export interface ShippedCatalogue {
  all: readonly ShippedText[];
  byKey: ReadonlyMap<string, ShippedText>;
}

export function shippedCatalogue(): ShippedCatalogue {
  const all = [...interfaceTexts(), ...mailTexts()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byKey = new Map(all.map((text) => [text.key, text]));
  // A web key under `mail.` with a template's name would make one key mean two texts.
  if (byKey.size !== all.length) throw new Error('a mail template key is also a key of the web locale files');
  return { all, byKey };
}
