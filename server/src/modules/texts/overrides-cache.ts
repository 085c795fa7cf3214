import { createHash } from 'node:crypto';
import type { Locale, TextOverrides } from '@umka/contracts';

/** How long a process answers the public overrides from memory before it reads them again. */
export const OVERRIDES_CACHE_MS = 5000;

export interface PublicOverrides {
  data: TextOverrides;
  /** A strong validator of `data`, for If-None-Match. */
  etag: string;
}

/**
 * The public answer per locale, kept in memory. Every page load of every visitor asks for it, and it changes only
 * when an admin saves a text: the process that saved drops its copy at once, any other process (or instance behind
 * the load balancer) within OVERRIDES_CACHE_MS. A short TTL rather than a version stamp in the database: a stamp
 * would cost a query per request, and a few seconds of an old text after an admin's save is harmless.
 */
export function createOverridesCache(deps: {
  now: () => number;
  ttlMs: number;
  load: (locale: Locale) => Promise<Record<string, string>>;
}) {
  const entries = new Map<Locale, { value: Promise<PublicOverrides>; until: number }>();

  async function build(locale: Locale): Promise<PublicOverrides> {
    const texts = await deps.load(locale);
    const data = { locale, texts };
    const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
    return { data, etag };
  }

  return {
    get(locale: Locale): Promise<PublicOverrides> {
      const now = deps.now();
      const cached = entries.get(locale);
      if (cached && cached.until > now) return cached.value;
      const value = build(locale);
      entries.set(locale, { value, until: now + deps.ttlMs });
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(locale)?.value === value) entries.delete(locale);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type OverridesCache = ReturnType<typeof createOverridesCache>;
