import { type CollectorEntry, type Collectors, RATING_PAGE_SIZE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { enterAlbums } from './albums-access.ts';
import { type CollectorRow, collectorsPage, countAbove, countCollectors, findCollector } from './collectors.repo.ts';
import { displayName } from './market.mapper.ts';

export interface CollectorsService {
  rating(actor: AuthUser, query: { subject_id: number; page: number }): Promise<Collectors>;
}

const sameScore = (a: CollectorRow, b: CollectorRow) => a.pictures === b.pictures && a.sales === b.sales;

export function createCollectorsService(deps: { database: Database }): CollectorsService {
  const { db, dialect } = deps.database;

  /** The total, the page and the own entry as of one moment, as the trainer ratings read theirs. */
  const readSnapshot = <T>(work: (reader: Kysely<DB>) => Promise<T>): Promise<T> =>
    dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work)
      : db.connection().execute(work);

  /**
   * Competition ranks (1, 2, 2, 4) for a page starting at `offset`: only its first row is counted against the
   * index; each next row shares the rank before it on equal scores or takes its position.
   */
  async function ranked(reader: Kysely<DB>, subjectId: number, rows: CollectorRow[], offset: number) {
    const first = rows[0];
    if (!first) return [];
    let rank = 1 + (await countAbove(reader, subjectId, first));
    return rows.map((row, index) => {
      const previous = rows[index - 1];
      if (previous && !sameScore(previous, row)) rank = offset + index + 1;
      return { row, rank };
    });
  }

  return {
    async rating(actor, query) {
      await enterAlbums(db, actor, query.subject_id);
      const offset = (query.page - 1) * RATING_PAGE_SIZE;
      const { total, page, own } = await readSnapshot(async (reader) => {
        const total = await countCollectors(reader, query.subject_id);
        const rows = await collectorsPage(reader, query.subject_id, { limit: RATING_PAGE_SIZE, offset });
        const page = await ranked(reader, query.subject_id, rows, offset);
        // Spec §9: the own entry is appended only to a rating of 50 or more entries.
        const appends = total >= RATING_PAGE_SIZE && !rows.some((row) => row.student_id === actor.id);
        const ownRow = appends ? await findCollector(reader, query.subject_id, actor.id) : undefined;
        const own = ownRow ? await ranked(reader, query.subject_id, [ownRow], 0) : [];
        return { total, page, own };
      });
      const entry = ({ row, rank }: { row: CollectorRow; rank: number }): CollectorEntry => ({
        rank,
        student_id: row.student_id,
        name: displayName(row),
        pictures: row.pictures,
        sales: row.sales,
        is_own: row.student_id === actor.id,
      });
      return {
        items: [...page, ...own].map(entry),
        total,
        page: query.page,
        per_page: RATING_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
      };
    },
  };
}
