import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RecordingVideoExtension } from '@umka/contracts';
import { AppError } from './app-error.ts';
import { isDiskFull } from './outage-errors.ts';
import { ensureOwnPrivateDir, PRIVATE_FILE_MODE } from './private-paths.ts';

const STORED_NAME = /^[0-9a-f-]{36}\.(mp4|webm)$/;
const TEMPORARY_NAME = /^\.upload-[0-9a-f-]{36}\.tmp$/;

/** An upload written aside under a temporary name, not yet a stored video. */
export interface ReceivedFile {
  temporary: string;
  size: number;
  /** The sender went past the size limit; the file holds the limit's worth and is to be thrown away. */
  truncated: boolean;
}

export interface VideoStore {
  /** Streams the bytes to a temporary file in the store's folder; on failure nothing is left, a full disk is STORAGE_FULL. */
  receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile>;
  /** The first bytes of a temporary file, to tell its type. */
  head(temporary: string, bytes: number): Promise<Buffer>;
  /** Renames a temporary file to a generated name with the extension and answers that name. */
  keep(temporary: string, extension: RecordingVideoExtension): Promise<string>;
  /** Removes a temporary file (gone already is fine). */
  discard(temporary: string): Promise<void>;
  /** The path and size of a stored video; null when there is none or the name is not one we would give. */
  locate(name: string): Promise<{ path: string; size: number } | null>;
  remove(name: string): Promise<void>;
}

/**
 * Videos under `rootDir/folder` (config.storageDir and one folder per kind: lesson recordings, gymnastics), streamed
 * in and out, never held whole in memory. Each kind has its folder so a name of one can never reach the other's.
 */
export function createVideoStore(rootDir: string, folder: string): VideoStore {
  const dir = join(rootDir, folder);
  const temporaryPath = (temporary: string) => {
    if (!TEMPORARY_NAME.test(temporary)) throw new Error(`invalid temporary upload ${JSON.stringify(temporary)}`);
    return join(dir, temporary);
  };

  return {
    async receive(stream) {
      await ensureOwnPrivateDir(dir);
      const temporary = `.upload-${randomUUID()}.tmp`;
      const path = join(dir, temporary);
      try {
        const target = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE_MODE });
        await pipeline(stream, target);
        return { temporary, size: target.bytesWritten, truncated: stream.truncated === true };
      } catch (error) {
        await rm(path, { force: true });
        throw isDiskFull(error) ? new AppError('STORAGE_FULL', { cause: error }) : error;
      }
    },

    async head(temporary, bytes) {
      const file = await open(temporaryPath(temporary), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async keep(temporary, extension) {
      const name = `${randomUUID()}.${extension}`;
      await rename(temporaryPath(temporary), join(dir, name));
      return name;
    },

    async discard(temporary) {
      await rm(temporaryPath(temporary), { force: true });
    },

    async locate(name) {
      if (!STORED_NAME.test(name)) return null;
      const path = join(dir, name);
      try {
        const info = await stat(path);
        return info.isFile() ? { path, size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(name) {
      if (!STORED_NAME.test(name)) return;
      await rm(join(dir, name), { force: true });
    },
  };
}
