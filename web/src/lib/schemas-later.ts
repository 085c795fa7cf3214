import type { ZodType } from 'zod';

type FirstPageSchemas = typeof import('./first-page-schemas.ts');

/** A schema that is fetched when it is first needed; the api client starts fetching it with the request. */
export type SchemaLoader<T> = () => Promise<ZodType<T>>;

let loading: Promise<FirstPageSchemas> | null = null;

/** Loads the first page's schemas once; a failed load (a network drop, a release that replaced the file) is retried. */
export function firstPageSchemas(): Promise<FirstPageSchemas> {
  loading ??= import('./first-page-schemas.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** One of the first page's schemas, for the api client's `schema` option. */
export function schemaLater<K extends keyof FirstPageSchemas>(name: K): () => Promise<FirstPageSchemas[K]> {
  return () => firstPageSchemas().then((schemas) => schemas[name]);
}
