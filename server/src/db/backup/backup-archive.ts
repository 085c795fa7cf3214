import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { z } from 'zod';

/**
 * One backup is one gzipped tar: the database snapshot, the server's generated secret, the storage folder and,
 * last, a manifest with every file's size and SHA-256. Written last because the checksums are taken while the
 * files stream into the archive: each file is read once, however large the storage folder.
 */
export const ARCHIVE = {
  database: 'database/umka.db',
  /** Picture passwords are keyed by it (docs/PICTURE-LOGIN.md): without it they stop working after a restore. */
  jwtSecret: 'data/jwt-secret',
  storagePrefix: 'storage/',
  manifest: 'manifest.json',
} as const;

export const BACKUP_FORMAT = 'umka-backup';
export const BACKUP_FORMAT_VERSION = 1;

const fileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.string(),
  database: z.object({
    kind: z.literal('sqlite'),
    path: z.literal(ARCHIVE.database),
    /** The newest migration the snapshot had run; a restore refuses one newer than the code knows. */
    last_migration: z.string().nullable(),
  }),
  storage_file_count: z.number().int().min(0),
  files: z.array(fileSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof fileSchema>;

/** A segment of a storage path: what the storage's own names and folders are made of; never `.`, `..` or hidden. */
const PATH_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** True for `storage/<folder>/<name>`-like paths made of plain segments only, so extraction stays inside its folder. */
export function isSafeStoragePath(path: string): boolean {
  if (!path.startsWith(ARCHIVE.storagePrefix)) return false;
  const segments = path.slice(ARCHIVE.storagePrefix.length).split('/');
  return segments.every((segment) => PATH_SEGMENT.test(segment));
}

/** Passes bytes through unchanged and counts and hashes them on the way. */
export function hashingStream(): Transform & { digest(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ size, sha256: hash.digest('hex') }) });
}

/** `umka-backup-20261206-010203-456Z.tar.gz`: sorts by time, and two backups in one second still differ. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.(\d{3})Z$/, '-$1Z');
  return `umka-backup-${stamp}.tar.gz`;
}

/** A refusal or failure an operator can act on: the CLIs print its message alone, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}
