import {
  LOCALES,
  type Locale,
  type TextEntry,
  type TextListQuery,
  type TextOverride,
  type TextUpdateBody,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, pageOffset, toPage } from '../../lib/pagination.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { createOverridesCache, OVERRIDES_CACHE_MS, type PublicOverrides } from './overrides-cache.ts';
import type { ShippedCatalogue, ShippedText } from './shipped-texts.ts';
import { assertSamePlaceholders } from './texts.policy.ts';
import {
  deleteOverrides,
  findKeyOverrides,
  listLocaleOverrides,
  listOverrides,
  type OverrideRow,
  upsertOverride,
} from './texts.repo.ts';

export interface TextsService {
  /** The interface overrides of a locale for every visitor, from memory (overrides-cache.ts). */
  publicOverrides(locale: Locale): Promise<PublicOverrides>;
  list(query: TextListQuery): Promise<Page<TextEntry>>;
  get(key: string): Promise<TextEntry>;
  update(actor: AuthUser, key: string, body: TextUpdateBody, context: RequestContext): Promise<TextEntry>;
  reset(actor: AuthUser, key: string, context: RequestContext): Promise<TextEntry>;
}

type OverridesOf = Record<Locale, TextOverride | null>;

const noOverrides = (): OverridesOf => ({ 'ru-RU': null, 'en-US': null, 'uk-UA': null });

function toEntry(shipped: ShippedText, overrides: OverridesOf): TextEntry {
  return {
    key: shipped.key,
    kind: shipped.kind,
    shipped: shipped.texts,
    overrides,
    placeholders: shipped.placeholders,
  };
}

function overridesByKey(rows: readonly OverrideRow[]): Map<string, OverridesOf> {
  const byKey = new Map<string, OverridesOf>();
  for (const row of rows) {
    const of = byKey.get(row.key) ?? noOverrides();
    of[row.locale] = { value: row.value, updated_by: row.updated_by, updated_at: row.updated_at };
    byKey.set(row.key, of);
  }
  return byKey;
}

function matches(shipped: ShippedText, overrides: OverridesOf | undefined, query: TextListQuery): boolean {
  if (query.kind && shipped.kind !== query.kind) return false;
  if (query.prefix && !shipped.key.startsWith(query.prefix)) return false;
  if (query.overridden !== undefined && (overrides !== undefined) !== query.overridden) return false;
  if (!query.q) return true;
  const needle = query.q.toLocaleLowerCase();
  const haystack = [
    shipped.key,
    ...LOCALES.map((locale) => shipped.texts[locale] ?? ''),
    ...LOCALES.map((locale) => overrides?.[locale]?.value ?? ''),
  ];
  return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
}

export function createTextsService(deps: {
  database: Database;
  audit: AuditLog;
  clock: Clock;
  /**
   * The shipped texts, loaded on first need: the three locale files flattened take a few MB of heap and their
   * module ~0.6 MB of code, which a server whose texts nobody overrides or edits never needs.
   */
  loadCatalogue: () => Promise<ShippedCatalogue>;
  cacheMs?: number;
}): TextsService {
  const { database, audit } = deps;
  const { db } = database;
  let loadingCatalogue: Promise<ShippedCatalogue> | undefined;
  const catalogue = () => {
    loadingCatalogue ??= deps.loadCatalogue();
    return loadingCatalogue;
  };

  const cache = createOverridesCache({
    now: () => deps.clock().getTime(),
    ttlMs: deps.cacheMs ?? OVERRIDES_CACHE_MS,
    async load(locale) {
      const rows = await listLocaleOverrides(db, locale);
      if (rows.length === 0) return {};
      // Only what the web merges: mail templates stay on the server, and a key no longer shipped means nothing.
      const { byKey } = await catalogue();
      const interfaceRows = rows.filter((row) => byKey.get(row.key)?.kind === 'interface');
      return Object.fromEntries(interfaceRows.map((row) => [row.key, row.value]));
    },
  });

  async function shippedText(key: string): Promise<ShippedText> {
    const shipped = (await catalogue()).byKey.get(key);
    if (!shipped) throw new AppError('NOT_FOUND');
    return shipped;
  }

  async function entryOf(executor: typeof db, shipped: ShippedText): Promise<TextEntry> {
    const rows = await findKeyOverrides(executor, [shipped.key]);
    return toEntry(shipped, overridesByKey(rows).get(shipped.key) ?? noOverrides());
  }

  return {
    publicOverrides: (locale) => cache.get(locale),

    async list(query) {
      const overrides = overridesByKey(await listOverrides(db));
      const found = (await catalogue()).all.filter((shipped) => matches(shipped, overrides.get(shipped.key), query));
      const start = pageOffset(query);
      const items = found
        .slice(start, start + query.per_page)
        .map((shipped) => toEntry(shipped, overrides.get(shipped.key) ?? noOverrides()));
      return toPage(items, found.length, query);
    },

    get: async (key) => entryOf(db, await shippedText(key)),

    async update(actor, key, body, context) {
      const shipped = await shippedText(key);
      const saving: Partial<Record<Locale, string>> = {};
      const removing: Locale[] = [];
      for (const locale of LOCALES) {
        const value = body[locale];
        if (typeof value === 'string') saving[locale] = value;
        else if (value === null) removing.push(locale);
      }
      assertSamePlaceholders(shipped, saving);
      const now = deps.clock().toISOString();
      const entry = await database.transaction(async (trx) => {
        const before = overridesByKey(await findKeyOverrides(trx, [key])).get(key) ?? noOverrides();
        const changedBefore: Partial<Record<Locale, string | null>> = {};
        const changedAfter: Partial<Record<Locale, string | null>> = {};
        for (const [locale, value] of Object.entries(saving) as [Locale, string][]) {
          if (before[locale]?.value === value) continue;
          await upsertOverride(trx, { key, locale, value, updated_by: actor.id, updated_at: now });
          changedBefore[locale] = before[locale]?.value ?? null;
          changedAfter[locale] = value;
        }
        const removed = removing.filter((locale) => before[locale] !== null);
        await deleteOverrides(trx, key, removed);
        for (const locale of removed) {
          changedBefore[locale] = before[locale]?.value ?? null;
          changedAfter[locale] = null;
        }
        if (Object.keys(changedAfter).length > 0) {
          await audit.record(trx, {
            user_id: actor.id,
            action: 'text.update',
            target_type: 'text',
            target_id: null,
            ip: context.ip,
            meta: { key, before: changedBefore, after: changedAfter },
          });
        }
        return entryOf(trx, shipped);
      });
      cache.clear();
      return entry;
    },

    async reset(actor, key, context) {
      const shipped = await shippedText(key);
      const entry = await database.transaction(async (trx) => {
        const before = overridesByKey(await findKeyOverrides(trx, [key])).get(key) ?? noOverrides();
        const overridden = LOCALES.filter((locale) => before[locale] !== null);
        if (overridden.length > 0) {
          await deleteOverrides(trx, key, overridden);
          await audit.record(trx, {
            user_id: actor.id,
            action: 'text.reset',
            target_type: 'text',
            target_id: null,
            ip: context.ip,
            meta: { key, before: Object.fromEntries(overridden.map((locale) => [locale, before[locale]?.value])) },
          });
        }
        return toEntry(shipped, noOverrides());
      });
      cache.clear();
      return entry;
    },
  };
}
