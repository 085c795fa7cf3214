import type { HomeworkMaterial, LibraryPage } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedVideoUrl, SignedVideoUrls } from '../../lib/signed-video-url.ts';
import type { Storage } from '../../lib/storage.ts';
import { contentDisposition } from '../files/files.mapper.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { isVisible, openableFields } from './library.mapper.ts';
import { findLibraryMaterial } from './library.repo.ts';
import { publishedPage } from './library-published-page.ts';
import { LIBRARY_FOLDER } from './library-stored-files.ts';

/*
 * What homework may ask of the library (issue [14]): which materials a teacher may give as a homework item, how the
 * items show them, and the page or document a homework's reader opens. Whether the reader may read the homework is
 * the homework module's rule; these only make sure the material is one teachers see (a page once published).
 */

/** A material as a homework item's checks need it; undefined when it is gone or teachers do not see it yet. */
export async function homeworkMaterialOf(
  db: Kysely<DB>,
  id: number,
): Promise<{ id: number; subject_id: number } | undefined> {
  const row = await findLibraryMaterial(db, id);
  return row && isVisible(row) ? { id: row.id, subject_id: row.subject_id } : undefined;
}

/**
 * Signs an uploaded video's address for the one reader the homework is read for; null where nobody plays it from the
 * answer (a template's or a course lesson's stored items, a completion check), which then shows no video.
 */
export type HomeworkVideoSigner = ((materialId: number) => SignedVideoUrl) | null;

/** The materials of these ids as a homework item shows them, by id; one teachers do not see yet is left out. */
export async function homeworkMaterials(
  db: Kysely<DB>,
  ids: readonly number[],
  signVideo: HomeworkVideoSigner,
): Promise<Map<number, HomeworkMaterial>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('library_materials').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.filter(isVisible).map((row) => [row.id, openableFields(row, signVideo)] as const));
}

export interface LibraryHomeworkReader {
  /** Signs uploaded videos' addresses for this reader: the library's own address, which plays for them (see playable). */
  videoSigner(readerId: number): (materialId: number) => SignedVideoUrl;
  /** The published page of a page material; 404 for anything else. */
  page(db: Kysely<DB>, id: number): Promise<LibraryPage>;
  /** A document material's bytes and how to send them; 404 for anything else. */
  document(db: Kysely<DB>, id: number): Promise<{ contentType: string; disposition: string; bytes: Buffer }>;
}

export function createLibraryHomeworkReader(deps: {
  storage: Pick<Storage, 'read'>;
  trainers: Pick<TrainersPort, 'listTrainers'>;
  videoUrls: Pick<SignedVideoUrls, 'sign'>;
}): LibraryHomeworkReader {
  return {
    videoSigner: (readerId) => (materialId) => deps.videoUrls.sign(materialId, readerId),

    page: async (db, id) => publishedPage(await findLibraryMaterial(db, id), deps.trainers, db),

    async document(db, id) {
      const row = await findLibraryMaterial(db, id);
      if (row?.kind !== 'document' || !row.document_name || !row.document_type || !row.document_original_name) {
        throw new AppError('NOT_FOUND');
      }
      const bytes = await deps.storage.read(LIBRARY_FOLDER, row.document_name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return { contentType: row.document_type, disposition: contentDisposition(row.document_original_name), bytes };
    },
  };
}
