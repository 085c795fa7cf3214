import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const PROCESSORS = '\0zod-json-schema-processors';
const TO_JSON_SCHEMA = '\0zod-to-json-schema';
const UNAVAILABLE = `() => { throw new Error('The web app does not convert schemas to JSON Schema: the server does'); }`;

/**
 * zod's classic schemas carry their conversion to JSON Schema (`toJSONSchema`, the `~standard.jsonSchema` methods)
 * whether anyone calls it or not, so it cannot be tree-shaken: ~20 KB of the ~93 KB zod chunk every page loads to
 * check its answers. The web only parses; the server is what builds JSON Schemas (its answers' serializers). So in
 * the web's build the two modules classic schemas import for it are replaced by ones that throw if called, keeping
 * `aggregateChecks`, which the schemas' `minLength`-style getters read. `zod-without-json-schema.test.ts` fails when a
 * zod release makes classic schemas import something the replacements do not export.
 */
export function zodWithoutJsonSchema(): Plugin {
  const require = createRequire(import.meta.url);
  const core = join(dirname(require.resolve('zod/v4/core')), 'json-schema-processors.js');
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      if (source === '../core/json-schema-processors.js') return PROCESSORS;
      if (source === '../core/to-json-schema.js') return TO_JSON_SCHEMA;
      return null;
    },
    load(id) {
      if (id === TO_JSON_SCHEMA) {
        return [
          `export const createToJSONSchemaMethod = () => ${UNAVAILABLE};`,
          `export const createStandardJSONSchemaMethod = () => ${UNAVAILABLE};`,
        ].join('\n');
      }
      if (id !== PROCESSORS) return null;
      const names = [...readFileSync(core, 'utf8').matchAll(/^export const (\w+Processor) =/gm)].map((m) => m[1]);
      return [
        `export { aggregateChecks } from ${JSON.stringify(core)};`,
        `const unavailable = ${UNAVAILABLE};`,
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
}
