import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ruRU from './ru-RU.json';
import ukUA from './uk-UA.json';

/** Every key path of a locale file with its value, e.g. ['auth.loginTitle', 'Вход']. */
function entries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** i18next plural keys (count_one, count_few…) count once, under their base name. */
function baseKeys(file: object): string[] {
  return [...new Set(entries(file).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** Base key → the plural categories the file provides for it. */
function pluralForms(file: object): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const [key] of entries(file)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1]].sort());
  }
  return forms;
}

const LOCALE_FILES = Object.entries({ 'ru-RU': ruRU, 'en-US': enUS, 'uk-UA': ukUA });

describe('locale files', () => {
  it.each(LOCALE_FILES)('%s has a text for every key of ru-RU and no other', (_locale, file) => {
    expect(baseKeys(file)).toEqual(baseKeys(ruRU));
  });

  // English needs only one/other; it carries few/many too (i18next never reads them) so that all
  // three files hold the same keys and a missing text anywhere shows as a key-set difference.
  it.each(LOCALE_FILES)('%s has the same keys as ru-RU, plural forms included', (_locale, file) => {
    expect(
      entries(file)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      entries(ruRU)
        .map(([key]) => key)
        .sort(),
    );
  });

  it.each(LOCALE_FILES)('%s has every plural form its language uses', (locale, file) => {
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories];
    for (const [base, forms] of pluralForms(file))
      expect({ base, forms }).toEqual({ base, forms: expect.arrayContaining(categories) });
  });

  it.each(LOCALE_FILES)('%s has no blank text', (_locale, file) => {
    const blank = entries(file).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(blank).toEqual([]);
  });
});

/** The parts of the files a child reads in the student area: they speak to the child as «ты» / «ти». */
const STUDENT_AREAS = [
  'student.',
  'trainers.',
  'mentalTest.',
  'profile.',
  'wardrobe.',
  'places.',
  'studentHomework.',
  'likes.profile.',
  'likes.ratingPage.',
  'studentClass.',
];
const FORMAL_ADDRESS: Record<string, RegExp> = {
  'ru-RU': /(^|[^а-яё])(вы|вас|ваш\p{L}*|вам|вами)([^а-яё]|$)|\p{L}+йте([^а-яё]|$)/iu,
  'uk-UA': /(^|[^а-яіїєґ'])(ви|вас|ваш\p{L}*|вам|вами)([^а-яіїєґ']|$)|\p{L}+(йте|іть)([^а-яіїєґ']|$)/iu,
};

describe('the student area', () => {
  it.each([
    ['ru-RU', ruRU],
    ['uk-UA', ukUA],
  ] as const)('speaks to a child in one voice in %s, never formally', (locale, file) => {
    const formal = entries(file).filter(
      ([key, value]) =>
        STUDENT_AREAS.some((area) => key.startsWith(area)) &&
        typeof value === 'string' &&
        FORMAL_ADDRESS[locale]?.test(value),
    );
    expect(formal).toEqual([]);
  });
});
