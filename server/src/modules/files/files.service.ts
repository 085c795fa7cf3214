import { PRIVATE_FILE_TYPES, type PrivateFile, type PrivateFileExtension } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { detectFileType } from './file-type.ts';
import { displayName, toPrivateFile } from './files.mapper.ts';
import { assertMayReadFile } from './files.policy.ts';
import {
  answerFileTeachers,
  findFile,
  insertFile,
  materialClasses,
  memberGroupIds,
  type NewPrivateFile,
  taskAttachmentClasses,
} from './files.repo.ts';

/** Private files live apart from the public /media pictures and are only ever served through GET /api/files/{id}. */
export const PRIVATE_FOLDER = 'private';

/** A file part as the multipart reader hands it over. */
export interface Upload {
  filename: string | undefined;
  bytes: Buffer;
}

export interface DownloadedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface FilesService {
  /** POST /api/files: a teacher's task attachment, stored and recorded at once. */
  upload(actor: AuthUser, upload: Upload): Promise<PrivateFile>;
  /**
   * Checks and stores the bytes, answering the row to insert in the caller's transaction (an answer and
   * its files are recorded together). Should one file fail to be stored, those stored before it go again.
   */
  keep(ownerId: number, uploads: readonly Upload[]): Promise<NewPrivateFile[]>;
  /** Removes the bytes of kept files whose rows were never written (the caller's transaction failed). */
  forget(files: readonly NewPrivateFile[]): Promise<void>;
  download(actor: AuthUser, fileId: number): Promise<DownloadedFile>;
}

export function createFilesService(deps: { database: Database; storage: Storage; clock: Clock }): FilesService {
  const { db } = deps.database;

  async function extensionOf(upload: Upload): Promise<PrivateFileExtension> {
    const extension = await detectFileType(upload.bytes);
    if (!extension) throw new AppError('FILE_TYPE_NOT_ALLOWED');
    return extension;
  }

  async function keepOne(ownerId: number, upload: Upload, extension: PrivateFileExtension): Promise<NewPrivateFile> {
    const storedName = await deps.storage.write(PRIVATE_FOLDER, extension, upload.bytes);
    return {
      owner_id: ownerId,
      original_name: displayName(upload.filename, extension),
      stored_name: storedName,
      size: upload.bytes.length,
      content_type: PRIVATE_FILE_TYPES[extension],
      created_at: deps.clock().toISOString(),
    };
  }

  async function forget(files: readonly NewPrivateFile[]): Promise<void> {
    for (const file of files) await deps.storage.remove(PRIVATE_FOLDER, file.stored_name);
  }

  return {
    async upload(actor, upload) {
      const kept = await keepOne(actor.id, upload, await extensionOf(upload));
      try {
        return toPrivateFile(await insertFile(db, kept));
      } catch (error) {
        await forget([kept]);
        throw error;
      }
    },

    async keep(ownerId, uploads) {
      // Every type is checked before any byte is written, so a refused batch leaves nothing behind.
      const typed = await Promise.all(
        uploads.map(async (upload) => ({ upload, extension: await extensionOf(upload) })),
      );
      const kept: NewPrivateFile[] = [];
      try {
        for (const { upload, extension } of typed) kept.push(await keepOne(ownerId, upload, extension));
      } catch (error) {
        await forget(kept);
        throw error;
      }
      return kept;
    },

    forget,

    async download(actor, fileId) {
      const file = await findFile(db, fileId);
      if (!file) throw new AppError('NOT_FOUND');
      const [taskClasses, answerTeachers, sharedClasses] = await Promise.all([
        taskAttachmentClasses(db, file.id),
        answerFileTeachers(db, file.id),
        materialClasses(db, file.id),
      ]);
      await assertMayReadFile(actor, {
        ownerId: file.owner_id,
        teacherIds: [
          ...taskClasses.map((row) => row.teacher_id),
          ...answerTeachers,
          ...sharedClasses.map((row) => row.teacher_id),
        ],
        studentReadsTask: async () => {
          const published = taskClasses.filter((row) => Boolean(row.published)).map((row) => row.group_id);
          return (await memberGroupIds(db, actor.id, published)).length > 0;
        },
        studentReadsMaterial: async () => {
          const classes = sharedClasses.map((row) => row.group_id);
          return (await memberGroupIds(db, actor.id, classes)).length > 0;
        },
      });
      const bytes = await deps.storage.read(PRIVATE_FOLDER, file.stored_name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return { name: file.original_name, contentType: file.content_type, bytes };
    },
  };
}
