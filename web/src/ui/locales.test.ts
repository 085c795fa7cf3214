import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US.json';
import ruRU from '../locales/ru-RU.json';
import ukUA from '../locales/uk-UA.json';

/** The sections this folder and the admin, teacher and student cabinets own, wherever their pages live. */
const SECTIONS = ['ui', 'admin', 'teacher', 'student'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Languages have different plural forms, so a plural key counts once whatever its forms. */
function keySet(locale: Tree): Set<string> {
  const picked: Tree = {};
  for (const section of SECTIONS) {
    const value = locale[section];
    if (value !== undefined) picked[section] = value;
  }
  return new Set(leafKeys(picked).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

const sources = import.meta.glob<string>(['./*.tsx', '../features/**/*.{ts,tsx}', '!**/*.test.*', '!**/*.fixtures.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function usedKeys(): Set<string> {
  // Any quoted 'section.key' literal, so keys picked by a condition (t(a ? 'x.y' : 'x.z')) count too.
  const pattern = /'((?:ui|admin|teacher|student)\.[\w.]+)'/g;
  const keys = new Set<string>();
  for (const source of Object.values(sources)) for (const match of source.matchAll(pattern)) keys.add(match[1] ?? '');
  return keys;
}

describe('locale sections of the shared UI and the cabinets', () => {
  const ru = keySet(ruRU as Tree);

  it('have the same texts in Russian, English and Ukrainian', () => {
    expect([...keySet(enUS as Tree)].sort()).toEqual([...ru].sort());
    expect([...keySet(ukUA as Tree)].sort()).toEqual([...ru].sort());
  });

  it('hold every text the code asks for', () => {
    const missing = [...usedKeys()].filter((key) => !ru.has(key));
    expect(usedKeys().size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
