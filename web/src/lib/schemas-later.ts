import type { ZodType } from 'zod';

type FirstPageSchemas = typeof import('./first-page-schemas.ts');

/** A schema that is fetched when it is first needed; the api client starts fetching it with the request. */
export type SchemaLoader<T> = () => Promise<ZodType<T>>;

/** A module loaded once; a failed load (a network drop, a release that replaced the file) is tried again next time. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The schemas every page's code checks answers and stored values with. */
export const firstPageSchemas = loadedOnce(() => import('./first-page-schemas.ts'));

/**
 * What turns a failed check into field messages, with every error's texts: a form's, loaded as the child starts to
 * fill it in, so that the pages that show no form (the student home) do not carry the texts.
 */
export const formErrorsLater = loadedOnce(() => import('./form-errors.ts'));

/** One of the first page's schemas, for the api client's `schema` option. */
export function schemaLater<K extends keyof FirstPageSchemas>(name: K): () => Promise<FirstPageSchemas[K]> {
  return () => firstPageSchemas().then((schemas) => schemas[name]);
}
