import {
  LIBRARY_DOCUMENT_TYPES,
  LIBRARY_PICTURE_MAX_BYTES,
  type LibraryMaterial,
  libraryVideoFieldsSchema,
  RECORDING_VIDEO_TYPES,
  roleIdSchema,
} from '@umka/contracts';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import type { LibraryMaterialsTable } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { SignedVideoQuery } from '../../lib/signed-video-url.ts';
import type { ServedVideo, VideoReceiver } from '../../lib/video-http.ts';
import type { ReceivedFile } from '../../lib/video-store.ts';
import { checkedVideoUpload, storeReceiver, withReceivedFile } from '../../lib/video-upload.ts';
import { contentDisposition, displayName } from '../files/files.mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import { type LibraryRow, updateLibraryMaterial } from './library.repo.ts';
import { changed, type LibraryContext, type LibraryDeps, type WriteContext } from './library-context.ts';
import { libraryDocumentType, libraryPicture } from './library-files.ts';
import { LIBRARY_FOLDER, removeDroppedFiles } from './library-stored-files.ts';
import { type LibraryUpload, parseDataPart } from './library-upload.ts';

type Columns = Updateable<LibraryMaterialsTable>;

/** A new video for an existing material carries the file alone. */
const NO_FIELDS = z.object({});

export interface DownloadedDocument {
  contentType: string;
  disposition: string;
  bytes: Buffer;
}

export interface LibraryUploadsService extends VideoReceiver {
  /** The size limit the video multipart reader enforces. */
  readonly videoMaxBytes: number;
  upload(actor: AuthUser, upload: LibraryUpload, context: WriteContext): Promise<LibraryMaterial>;
  /** Keeps the received video as a new material, or refuses it and leaves nothing on disk. */
  uploadVideo(
    actor: AuthUser,
    fields: Record<string, string>,
    file: ReceivedFile | null,
    context: WriteContext,
  ): Promise<LibraryMaterial>;
  /** A document's or a picture's new file; the old one is removed once the row names the new one. */
  replaceFile(
    actor: AuthUser,
    id: number,
    file: { filename: string; bytes: Buffer },
    context: WriteContext,
  ): Promise<LibraryMaterial>;
  /** A video material's new uploaded file (a linked video becomes an uploaded one). */
  replaceVideo(actor: AuthUser, id: number, file: ReceivedFile | null, context: WriteContext): Promise<LibraryMaterial>;
  document(actor: AuthUser, id: number): Promise<DownloadedDocument>;
  /**
   * The uploaded video behind a signed address, while its reader is active and may still read the material (or, a
   * student, is given it by a published homework of their class).
   */
  video(id: number, query: SignedVideoQuery): Promise<ServedVideo>;
}

/** What a replacement changed, for the audit: the file's description before and after, never its bytes. */
function fileOf(row: LibraryRow) {
  return {
    url: row.url,
    picture_url: row.picture_url,
    document: row.document_name
      ? { name: row.document_original_name, size: row.document_size, type: row.document_type }
      : null,
    video: row.video_name ? { size: row.video_size, type: row.video_type } : null,
  };
}

/** Documents, pictures and videos of the library: uploaded, replaced, and served to their readers. */
export function createLibraryUploadsService(
  deps: LibraryDeps & { users: Pick<UsersPort, 'findAuthState'> },
  library: LibraryContext,
): LibraryUploadsService {
  const { database, videos } = deps;
  const { db } = database;

  /**
   * Stores a document's or a picture's file and answers the columns that name it, and how to take it back should the
   * row that names it not be written. Told by its bytes: a picture re-encoded, a document of an allowed type.
   */
  async function stored(kind: LibraryRow['kind'], file: { filename: string; bytes: Buffer }) {
    if (kind === 'picture') {
      if (file.bytes.length > LIBRARY_PICTURE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
      const { url } = await deps.media.upload(await libraryPicture(file.bytes));
      return { columns: { picture_url: url }, undo: () => deps.media.remove(url) };
    }
    const extension = await libraryDocumentType(file.bytes);
    const name = await deps.storage.write(LIBRARY_FOLDER, extension, file.bytes);
    return {
      columns: {
        document_name: name,
        document_original_name: displayName(file.filename, extension),
        document_size: file.bytes.length,
        document_type: LIBRARY_DOCUMENT_TYPES[extension],
      },
      undo: () => deps.storage.remove(LIBRARY_FOLDER, name),
    };
  }

  /**
   * Points the material at its new file in one audited transaction; answers the row as it was just before (read in
   * the transaction, so two replacements at once each remove the file they replaced) and as it is now.
   */
  function replaceIn(actor: AuthUser, id: number, columns: Columns, context: WriteContext) {
    return database.transaction(async (trx) => {
      const before = await library.existing(trx, id);
      const after = await updateLibraryMaterial(trx, id, { ...columns, updated_at: library.now() });
      if (!after) throw new AppError('NOT_FOUND');
      await library.record(trx, actor, 'material.file_replace', id, context, changed(fileOf(before), fileOf(after)));
      return { before, after };
    });
  }

  /**
   * After the commit, the file the material named before goes: a failed removal leaves a file over on disk, never a
   * material without its file (nor the new file removed by the upload's own clean-up).
   */
  async function afterReplacement(actor: AuthUser, { before, after }: { before: LibraryRow; after: LibraryRow }) {
    await removeDroppedFiles(db, deps, before, after);
    return library.one(after, actor);
  }

  async function existingOfKind(id: number, kinds: readonly LibraryRow['kind'][]): Promise<LibraryRow> {
    const row = await library.existing(db, id);
    if (!kinds.includes(row.kind)) throw invalidField('file', 'FIELD_INVALID');
    return row;
  }

  return {
    videoMaxBytes: deps.videoMaxBytes,

    ...storeReceiver(videos),

    async upload(actor, upload, context) {
      const stamp = library.now();
      const { fields } = upload;
      const file = await stored(fields.kind, upload);
      let row: LibraryRow;
      try {
        row = await library.insert(
          actor,
          {
            subject_id: fields.subject_id,
            kind: fields.kind,
            title: fields.title,
            description: fields.description,
            ...file.columns,
            created_by: actor.id,
            created_at: stamp,
            updated_at: stamp,
          },
          fields.tags,
          context,
        );
      } catch (error) {
        // A refused row leaves no file behind.
        await file.undo();
        throw error;
      }
      return library.one(row, actor);
    },

    async uploadVideo(actor, fields, received, context) {
      const row = await withReceivedFile(videos, received, async (keep) => {
        const { data, file, extension } = await checkedVideoUpload(
          videos,
          libraryVideoFieldsSchema,
          parseDataPart(fields.data) ?? {},
          received,
        );
        const stamp = library.now();
        return library.insert(
          actor,
          {
            subject_id: data.subject_id,
            kind: 'video',
            title: data.title,
            description: data.description,
            video_name: await keep(file, extension),
            video_size: file.size,
            video_type: RECORDING_VIDEO_TYPES[extension],
            created_by: actor.id,
            created_at: stamp,
            updated_at: stamp,
          },
          data.tags,
          context,
        );
      });
      return library.one(row, actor);
    },

    async replaceFile(actor, id, upload, context) {
      const { kind } = await existingOfKind(id, ['document', 'picture']);
      const file = await stored(kind, upload);
      let replacement: { before: LibraryRow; after: LibraryRow };
      try {
        replacement = await replaceIn(actor, id, file.columns, context);
      } catch (error) {
        await file.undo();
        throw error;
      }
      return afterReplacement(actor, replacement);
    },

    async replaceVideo(actor, id, received, context) {
      const replacement = await withReceivedFile(videos, received, async (keep) => {
        const { file, extension } = await checkedVideoUpload(videos, NO_FIELDS, {}, received);
        await existingOfKind(id, ['video']);
        const columns = {
          url: null,
          video_name: await keep(file, extension),
          video_size: file.size,
          video_type: RECORDING_VIDEO_TYPES[extension],
        };
        return replaceIn(actor, id, columns, context);
      });
      return afterReplacement(actor, replacement);
    },

    async document(actor, id) {
      const row = await library.readable(actor, id);
      if (row.kind !== 'document' || !row.document_name || !row.document_type || !row.document_original_name) {
        throw new AppError('NOT_FOUND');
      }
      const bytes = await deps.storage.read(LIBRARY_FOLDER, row.document_name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return {
        contentType: row.document_type,
        disposition: contentDisposition(row.document_original_name),
        bytes,
      };
    },

    async video(id, query) {
      const readerId = deps.videoUrls.verify(id, query);
      const reader = readerId === null ? null : await deps.users.findAuthState(db, readerId);
      if (!reader?.is_active) throw new AppError('VIDEO_LINK_EXPIRED');
      const row = await library.playable({ id: reader.id, role_id: roleIdSchema.parse(reader.role_id) }, id);
      if (row.kind !== 'video' || !row.video_name || !row.video_type) throw new AppError('NOT_FOUND');
      const file = await videos.locate(row.video_name);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, contentType: row.video_type };
    },
  };
}
