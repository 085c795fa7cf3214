import type { RatingStandings } from './rating-standings.ts';
import type { RatedStudent } from './ratings.repo.ts';

/** What every reader of one rating page sees alike: the standings and the page's entries. */
export interface SharedRatingPage {
  standings: RatingStandings;
  rows: readonly RatedStudent[];
}

export interface RatingPageCache {
  /** The page kept under `key`, if nothing in the database may have changed since it was read (`stamp`). */
  get(stamp: string, key: string): SharedRatingPage | undefined;
  set(stamp: string, key: string, page: SharedRatingPage): void;
}

/** Pages kept at once; a full cache drops the least recently read. */
const DEFAULT_PAGE_LIMIT = 512;

/**
 * Rating pages as of one database change stamp (Database.changeStamp). Any write anywhere moves the stamp
 * and drops every page, so a page is never older than the data: a new result, a renamed or deleted
 * student shows at once. Between writes, a leaderboard read by a whole class costs one read per page.
 */
export function createRatingPageCache(limit = DEFAULT_PAGE_LIMIT): RatingPageCache {
  let current: string | null = null;
  const pages = new Map<string, SharedRatingPage>();
  const moveTo = (stamp: string) => {
    if (stamp === current) return;
    pages.clear();
    current = stamp;
  };
  return {
    get(stamp, key) {
      moveTo(stamp);
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(stamp, key, page) {
      moveTo(stamp);
      pages.set(key, page);
      if (pages.size > limit) {
        const oldest = pages.keys().next();
        if (!oldest.done) pages.delete(oldest.value);
      }
    },
  };
}

/**
 * A page through the cache when the database offers a change stamp (SQLite), read afresh otherwise. The stamp is
 * read on the reader's held connection before the page, so no write can come between the stamp and the rows.
 */
export async function keptPage(
  cache: RatingPageCache | null,
  changeStamp: (() => string) | null,
  key: string,
  read: () => Promise<SharedRatingPage>,
): Promise<SharedRatingPage> {
  const stamp = changeStamp?.();
  const kept = stamp === undefined ? undefined : cache?.get(stamp, key);
  if (kept) return kept;
  const page = await read();
  if (stamp !== undefined) cache?.set(stamp, key, page);
  return page;
}
