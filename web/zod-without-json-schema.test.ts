import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';

const classic = join(dirname(createRequire(import.meta.url).resolve('zod')), 'v4/classic/schemas.js');
const classicSource = readFileSync(classic, 'utf8');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = zodWithoutJsonSchema();
const resolveId = (source: string) => (plugin.resolveId as Hook).call(null, source, classic, {}) as string | null;
const load = (id: string) => (plugin.load as Hook).call(null, id) as string;

function exportedNames(code: string): Set<string> {
  const names = [...code.matchAll(/export const (\w+)/g)].map((match) => match[1] ?? '');
  for (const match of code.matchAll(/export \{ ([\w, ]+) \}/g)) names.push(...(match[1] ?? '').split(/,\s*/));
  return new Set(names);
}

describe('zod without its JSON Schema conversion, in the web build', () => {
  it('replaces both conversion modules of classic schemas and nothing else', () => {
    expect(resolveId('../core/json-schema-processors.js')).toMatch(/^\0/);
    expect(resolveId('../core/to-json-schema.js')).toMatch(/^\0/);
    expect(resolveId('../core/index.js')).toBeNull();
    expect((plugin.resolveId as Hook).call(null, '../core/to-json-schema.js', '/app/src/main.ts', {})).toBeNull();
  });

  it('exports every processor and helper classic schemas read', () => {
    const read = new Set([...classicSource.matchAll(/processors\.(\w+)\(/g)].map((match) => match[1] ?? ''));
    const exported = exportedNames(load(resolveId('../core/json-schema-processors.js') as string));
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !exported.has(name))).toEqual([]);
    expect(exported.has('aggregateChecks')).toBe(true);
  });

  it('exports both method factories classic schemas import from the conversion', () => {
    const imported = classicSource.match(/import \{ ([\w, ]+) \} from "\.\.\/core\/to-json-schema\.js"/)?.[1];
    const exported = exportedNames(load(resolveId('../core/to-json-schema.js') as string));
    expect(imported?.split(/,\s*/).filter((name) => !exported.has(name))).toEqual([]);
  });

  it('says the server builds JSON Schemas when a page asks for one', () => {
    const code = load(resolveId('../core/to-json-schema.js') as string);
    const factories = new Function(
      code.replaceAll('export const ', 'const ').concat('\nreturn createToJSONSchemaMethod;'),
    );
    expect(() => factories()()()).toThrow(/the server does/);
  });
});
