import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * Pupils' data, uploads and secrets are for the server's own user only: on a shared school machine other
 * accounts must not read them, whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Folders it creates are private; one that exists (DATA_DIR may be any folder an operator names) is kept as is. */
export function makePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** A folder of the server's own (one kind of stored file): private even when an older version made it open. */
export async function ensureOwnPrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty when missing and narrows its mode; SQLite gives its -wal and -shm files the same. */
export function ensurePrivateFileSync(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}
