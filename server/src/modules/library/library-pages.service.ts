import type {
  LibraryDraft,
  LibraryDraftBody,
  LibraryMaterial,
  LibraryPage,
  LibraryPicture,
  LibraryTrainer,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { parseDoc } from './library.mapper.ts';
import { type LibraryRow, publishIfCurrent, saveDraftIfCurrent } from './library.repo.ts';
import type { LibraryContext, LibraryDeps, WriteContext } from './library-context.ts';
import { libraryPicture } from './library-files.ts';
import { publishedPage, trainerCatalogue, trainersIn } from './library-published-page.ts';
import { sanitizePageDoc, trainerIdsOf } from './page-doc.ts';

export interface LibraryPagesService {
  draft(actor: AuthUser, id: number): Promise<LibraryDraft>;
  saveDraft(actor: AuthUser, id: number, body: LibraryDraftBody, context: WriteContext): Promise<LibraryDraft>;
  publish(actor: AuthUser, id: number, version: number, context: WriteContext): Promise<LibraryMaterial>;
  page(actor: AuthUser, id: number): Promise<LibraryPage>;
  picture(actor: AuthUser, bytes: Buffer, context: WriteContext): Promise<LibraryPicture>;
  trainers(): Promise<LibraryTrainer[]>;
}

/** Studio pages: the admin's autosaved draft, its publication, and what a page's blocks may point to. */
export function createLibraryPagesService(deps: LibraryDeps, library: LibraryContext): LibraryPagesService {
  const { database } = deps;
  const { db } = database;

  async function existingPage(executor: Kysely<DB>, id: number): Promise<LibraryRow> {
    const row = await library.existing(executor, id);
    if (row.kind !== 'page') throw new AppError('NOT_FOUND');
    return row;
  }

  const catalogue = () => trainerCatalogue(deps.trainers, db);

  async function draftOf(row: LibraryRow): Promise<LibraryDraft> {
    const doc = parseDoc(row.draft_doc);
    return {
      material_id: row.id,
      title: row.title,
      subject_id: row.subject_id,
      doc,
      version: row.draft_version,
      saved_at: row.draft_saved_at ?? row.created_at,
      published_at: row.published_at,
      unpublished_changes: row.published_version !== row.draft_version,
      trainers: await trainersIn(deps.trainers, db, trainerIdsOf(doc)),
    };
  }

  return {
    async draft(_actor, id) {
      return draftOf(await existingPage(db, id));
    },

    async saveDraft(actor, id, body, context) {
      const { doc, trainerIds } = sanitizePageDoc(body.doc);
      if (trainerIds.length > 0) {
        const known = await catalogue();
        if (trainerIds.some((trainerId) => !known.has(trainerId))) throw invalidField('doc', 'FIELD_INVALID');
      }
      const row = await database.transaction(async (trx) => {
        await existingPage(trx, id);
        const saved = await saveDraftIfCurrent(trx, id, body.version, {
          draft_doc: JSON.stringify(doc),
          draft_saved_at: library.now(),
        });
        if (!saved) throw new AppError('LIBRARY_DRAFT_OUTDATED');
        // The document itself is the draft's, not the log's: the log keeps which version was saved.
        await library.record(trx, actor, 'material.draft_save', id, context, {
          before: { version: body.version },
          after: { version: saved.draft_version },
        });
        return saved;
      });
      return draftOf(row);
    },

    async publish(actor, id, version, context) {
      const row = await database.transaction(async (trx) => {
        const before = await existingPage(trx, id);
        const published = await publishIfCurrent(trx, id, version, library.now());
        if (!published) throw new AppError('LIBRARY_DRAFT_OUTDATED');
        await library.record(trx, actor, 'material.publish', id, context, {
          before: { published_version: before.published_version },
          after: { published_version: published.published_version },
        });
        return published;
      });
      return library.one(row, actor);
    },

    page: async (actor, id) => publishedPage(await library.readable(actor, id), deps.trainers, db),

    async picture(actor, bytes, context) {
      const picture = await deps.media.upload(await libraryPicture(bytes));
      await database.transaction((trx) =>
        deps.audit.record(trx, {
          user_id: actor.id,
          action: 'material.picture_upload',
          target_type: 'media',
          target_id: null,
          ip: context.ip,
          meta: { after: { url: picture.url } },
        }),
      );
      return picture;
    },

    async trainers() {
      return [...(await catalogue()).values()];
    },
  };
}
