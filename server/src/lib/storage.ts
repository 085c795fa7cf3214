import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from './app-error.ts';
import { isDiskFull } from './outage-errors.ts';
import { ensureOwnPrivateDir, PRIVATE_FILE_MODE } from './private-paths.ts';

/** Names the storage hands out: a UUID and the extension, nothing a caller chose. */
const STORED_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;
const FOLDER = /^[a-z0-9-]+$/;

export interface Storage {
  /** Stores the bytes under a new generated name in `folder` and answers that name; a full disk is STORAGE_FULL. */
  write(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** The bytes of a stored file; null when there is none or the name is not one the storage would give. */
  read(folder: string, name: string): Promise<Buffer | null>;
  /** Deletes a stored file; a name that is gone already or not one the storage would give is ignored. */
  remove(folder: string, name: string): Promise<void>;
}

function assertFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`invalid storage folder ${JSON.stringify(folder)}`);
}

/** Files under `rootDir` (config.storageDir), one folder per kind of file. */
export function createStorage(rootDir: string): Storage {
  return {
    async write(folder, extension, bytes) {
      assertFolder(folder);
      const name = `${randomUUID()}.${extension}`;
      if (!STORED_NAME.test(name)) throw new Error(`invalid storage extension ${JSON.stringify(extension)}`);
      const dir = join(rootDir, folder);
      await ensureOwnPrivateDir(dir);
      // Written aside and renamed into place, so a reader never sees half a file.
      const temporary = join(dir, `.${name}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        await rename(temporary, join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        // Every upload path stores through here, so each answers a full disk the same clear way.
        throw isDiskFull(error) ? new AppError('STORAGE_FULL', { cause: error }) : error;
      }
      return name;
    },

    async read(folder, name) {
      assertFolder(folder);
      if (!STORED_NAME.test(name)) return null;
      try {
        return await readFile(join(rootDir, folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(folder, name) {
      assertFolder(folder);
      if (!STORED_NAME.test(name)) return;
      await rm(join(rootDir, folder, name), { force: true });
    },
  };
}
