import type { LibraryPage, LibraryTrainer } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { parseDoc, toLibraryTrainer } from './library.mapper.ts';
import type { LibraryRow } from './library.repo.ts';
import { trainerIdsOf } from './page-doc.ts';

type Trainers = Pick<TrainersPort, 'listTrainers'>;

/** The trainers a page may embed (the listed ones), by id. */
export async function trainerCatalogue(trainers: Trainers, db: Kysely<DB>): Promise<Map<number, LibraryTrainer>> {
  const rows = await trainers.listTrainers(db);
  return new Map(rows.filter((row) => Boolean(row.listed)).map((row) => [row.id, toLibraryTrainer(row)]));
}

/** The trainers of these ids still listed, in the doc's order; no lookup for a doc without any. */
export async function trainersIn(
  trainers: Trainers,
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<LibraryTrainer[]> {
  if (ids.length === 0) return [];
  const known = await trainerCatalogue(trainers, db);
  return ids.flatMap((id) => known.get(id) ?? []);
}

/**
 * A page material's published page, as the library's readers and a homework's readers both read it; 404 for another
 * kind or a page never published.
 */
export async function publishedPage(
  row: LibraryRow | undefined,
  trainers: Trainers,
  db: Kysely<DB>,
): Promise<LibraryPage> {
  if (row?.kind !== 'page' || row.published_at === null || row.published_doc === null) throw new AppError('NOT_FOUND');
  const doc = parseDoc(row.published_doc);
  return {
    material_id: row.id,
    title: row.title,
    subject_id: row.subject_id,
    doc,
    published_at: row.published_at,
    trainers: await trainersIn(trainers, db, trainerIdsOf(doc)),
  };
}
