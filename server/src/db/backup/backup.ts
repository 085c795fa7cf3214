import { createWriteStream, existsSync } from 'node:fs';
import { type FileHandle, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import tar from 'tar-stream';
import type { Config } from '../../config.ts';
import { JWT_SECRET_FILE } from '../../lib/jwt-secret.ts';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../../lib/private-paths.ts';
import {
  ARCHIVE,
  type ArchivedFile,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  backupFileName,
  hashingStream,
} from './backup-archive.ts';

export interface BackupOptions {
  database: Config['database'];
  dataDir: string;
  storageDir: string;
  /** Where the archive goes; made (private) when missing. */
  outDir: string;
  now: Date;
}

export const POSTGRES_BACKUP_MESSAGE = [
  'DATABASE_URL points to PostgreSQL: `npm run backup` copies the embedded SQLite database only.',
  'Back up PostgreSQL with its own tools, and the storage folder (STORAGE_DIR) beside it:',
  '  pg_dump -Fc "$DATABASE_URL" -f umka-$(date -u +%Y%m%d-%H%M%S).dump',
  '  rsync -a "$STORAGE_DIR/" backup-host:/backups/umka-storage/',
  'See docs/BACKUPS.md.',
].join('\n');

/** More pages than any database has: the whole copy in one step (see `snapshotDatabase`). */
const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5000;

/**
 * Copies the database with SQLite's online backup API. One step copies every page inside one read transaction,
 * so the copy is the database as of one commit, while writers in other processes go on beside it (WAL lets
 * them). In steps of a hundred pages, as by default, a write between two steps restarts the copy, and a steady
 * load could restart it for ever.
 */
async function snapshotDatabase(source: string, target: string): Promise<string | null> {
  const connection = new SqliteDatabase(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    await connection.backup(target, { progress: () => ALL_PAGES });
  } finally {
    connection.close();
  }
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    // The archive holds one self-contained file; the server turns WAL on again when it opens it.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') {
      throw new BackupError(`The database copy fails SQLite's integrity check (${String(check)}); no archive written.`);
    }
    const migrations = copy
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!migrations) return null;
    const last = copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as
      | { name: string }
      | undefined;
    return last?.name ?? null;
  } finally {
    copy.close();
  }
}

/**
 * The storage folder's files, relative and `/`-separated, in a stable order. Hidden names are uploads still being
 * written (the storage writes `.name.tmp` and renames it into place), never a stored file; `skip` is the backup
 * folder itself, should an operator put it inside the storage folder.
 */
async function listStorage(root: string, skip: string, relativeDir = ''): Promise<string[]> {
  const dir = join(root, relativeDir);
  if (resolve(dir) === resolve(skip)) return [];
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listStorage(root, skip, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function openIfPresent(path: string): Promise<FileHandle | null> {
  try {
    return await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Streams one file into the archive, hashing it on the way. A file gone before it was opened (a stored file
 * removed during the backup) is left out and answers null; once open, the bytes are those of that moment.
 */
async function addFile(pack: tar.Pack, name: string, path: string): Promise<ArchivedFile | null> {
  const handle = await openIfPresent(path);
  if (!handle) return null;
  let stats: Awaited<ReturnType<FileHandle['stat']>>;
  try {
    stats = await handle.stat();
  } catch (error) {
    await handle.close();
    throw error;
  }
  const hash = hashingStream();
  let entry: Writable | undefined;
  const added = new Promise<void>((resolvePromise, reject) => {
    entry = pack.entry({ name, size: stats.size, mode: PRIVATE_FILE_MODE, mtime: stats.mtime }, (error) =>
      error ? reject(error) : resolvePromise(),
    );
  });
  if (!entry) throw new Error('tar-stream gave no entry stream');
  await Promise.all([pipeline(handle.createReadStream(), hash, entry), added]);
  return { path: name, ...hash.digest() };
}

interface ArchiveParts {
  snapshot: string;
  lastMigration: string | null;
  jwtSecretFile: string;
  storageDir: string;
  storageFiles: string[];
  createdAt: Date;
}

async function writeArchive(target: string, parts: ArchiveParts): Promise<BackupManifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  // Before `finalize` the pipeline only settles by failing (a full disk): then no entry would ever complete.
  const closedEarly = written.then(() => {
    throw new Error('the archive closed before every file was in it');
  });
  closedEarly.catch(() => undefined);
  const step = <T>(work: Promise<T>) => Promise.race([work, closedEarly]);
  try {
    const files: ArchivedFile[] = [];
    const database = await step(addFile(pack, ARCHIVE.database, parts.snapshot));
    if (!database) throw new Error(`the database copy ${parts.snapshot} vanished`);
    files.push(database);
    const secret = await step(addFile(pack, ARCHIVE.jwtSecret, parts.jwtSecretFile));
    if (secret) files.push(secret);
    let storageFileCount = 0;
    for (const path of parts.storageFiles) {
      const stored = await step(addFile(pack, `${ARCHIVE.storagePrefix}${path}`, join(parts.storageDir, path)));
      if (stored) {
        files.push(stored);
        storageFileCount++;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      created_at: parts.createdAt.toISOString(),
      database: { kind: 'sqlite', path: ARCHIVE.database, last_migration: parts.lastMigration },
      storage_file_count: storageFileCount,
      files,
    };
    pack.entry(
      { name: ARCHIVE.manifest, mode: PRIVATE_FILE_MODE, mtime: parts.createdAt },
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
}

/**
 * `npm run backup`: the embedded database (a consistent snapshot, safe while the server writes), the generated
 * secret and the storage folder into one timestamped `.tar.gz` under `outDir`. The database is copied first: a
 * file stored after the snapshot is an extra in the archive, while every row of the snapshot finds its file
 * (the storage writes a file before the row that names it commits). Written as `<name>.partial` and renamed
 * once complete, so an interrupted backup never looks like a finished one.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  if (options.database.kind === 'postgres') throw new BackupError(POSTGRES_BACKUP_MESSAGE);
  const source = options.database.file;
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}: nothing to back up.`);
  makePrivateDirSync(options.outDir);
  const file = join(options.outDir, backupFileName(options.now));
  if (existsSync(file)) throw new BackupError(`${file} exists already; a backup never overwrites one.`);
  const partial = `${file}.partial`;
  const staging = await mkdtemp(join(options.outDir, '.backup-'));
  try {
    const snapshot = join(staging, 'umka.db');
    const lastMigration = await snapshotDatabase(source, snapshot);
    const manifest = await writeArchive(partial, {
      snapshot,
      lastMigration,
      jwtSecretFile: join(options.dataDir, JWT_SECRET_FILE),
      storageDir: options.storageDir,
      storageFiles: await listStorage(options.storageDir, options.outDir),
      createdAt: options.now,
    });
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
