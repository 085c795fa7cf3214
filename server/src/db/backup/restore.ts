import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import tar from 'tar-stream';
import type { Config } from '../../config.ts';
import { JWT_SECRET_FILE } from '../../lib/jwt-secret.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-paths.ts';
import {
  ARCHIVE,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  hashingStream,
  isSafeStoragePath,
  manifestSchema,
} from './backup-archive.ts';

export interface RestoreOptions {
  archive: string;
  database: Config['database'];
  dataDir: string;
  storageDir: string;
  /** The migrations this version of the server has: a backup with one it lacks was made by a newer version. */
  knownMigrations: readonly string[];
}

export const POSTGRES_RESTORE_MESSAGE = [
  'DATABASE_URL points to PostgreSQL: `npm run restore` restores the embedded SQLite database only.',
  'Restore a pg_dump archive into an empty database with pg_restore, and the storage folder beside it:',
  '  pg_restore --no-owner -d "$DATABASE_URL" umka-YYYYMMDD-HHMMSS.dump',
  'See docs/BACKUPS.md.',
].join('\n');

/** A manifest lists files, never holds them: far below this, and a bigger one is no manifest of ours. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

const damaged = (archive: string, why: string) =>
  new BackupError(`${archive} is damaged or not an Umka backup: ${why}. Nothing was restored.`);

/** False when `dir` does not exist; throws unless it is an empty folder. */
async function existsEmpty(dir: string, what: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'ENOTDIR') throw new BackupError(`${what} ${dir} is a file, not a folder.`);
    throw error;
  }
  if (entries.length > 0) {
    throw new BackupError(
      `${what} ${dir} is not empty (${entries.length} entries): a restore goes only into an empty folder and never ` +
        'overwrites data. Point DATA_DIR (and STORAGE_DIR) at a new folder, or move this one aside.',
    );
  }
  return true;
}

/** Where an archive entry is written inside the staging folders; null for a name no backup holds. */
function stagedPath(name: string, staging: { data: string; storage: string }): string | null {
  if (name === ARCHIVE.database) return join(staging.data, 'umka.db');
  if (name === ARCHIVE.jwtSecret) return join(staging.data, JWT_SECRET_FILE);
  if (isSafeStoragePath(name)) return join(staging.storage, ...name.slice(ARCHIVE.storagePrefix.length).split('/'));
  return null;
}

async function readSmall(stream: Readable, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface Extracted {
  manifestText: string | null;
  files: Map<string, { size: number; sha256: string }>;
}

/** Unpacks every entry into the staging folders, hashing as it writes; refuses any entry a backup would not hold. */
async function extract(archive: string, staging: { data: string; storage: string }): Promise<Extracted> {
  const result: Extracted = { manifestText: null, files: new Map() };
  const unpack = tar.extract();
  unpack.on('entry', (header, stream, next) => {
    const handle = async () => {
      if (header.type !== 'file') throw damaged(archive, `it holds a ${header.type} entry ${header.name}`);
      if (header.name === ARCHIVE.manifest) {
        result.manifestText = await readSmall(stream, MANIFEST_MAX_BYTES);
        if (result.manifestText === null) throw damaged(archive, 'its manifest is far too large');
        return;
      }
      const target = stagedPath(header.name, staging);
      if (!target) throw damaged(archive, `it holds ${JSON.stringify(header.name)}, which no backup holds`);
      if (result.files.has(header.name)) throw damaged(archive, `it holds ${header.name} twice`);
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const hash = hashingStream();
      await pipeline(stream, hash, createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      result.files.set(header.name, hash.digest());
    };
    handle().then(
      () => next(),
      (error: unknown) => {
        stream.resume();
        next(error);
      },
    );
  });
  try {
    await pipeline(createReadStream(archive), createGunzip(), unpack);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as NodeJS.ErrnoException).syscall) {
      throw new BackupError(`Could not write the restored files (${(error as Error).message}). Nothing was restored.`);
    }
    throw damaged(archive, (error as Error).message);
  }
  return result;
}

/** The manifest, checked against what was unpacked: every file present with its size and checksum, nothing more. */
function verify(archive: string, extracted: Extracted, knownMigrations: readonly string[]): BackupManifest {
  if (extracted.manifestText === null) throw damaged(archive, 'it has no manifest.json (cut short, or not ours)');
  let raw: unknown;
  try {
    raw = JSON.parse(extracted.manifestText);
  } catch {
    throw damaged(archive, 'its manifest.json is not JSON');
  }
  const head = raw as { format?: unknown; version?: unknown };
  if (head.format !== BACKUP_FORMAT) throw damaged(archive, 'its manifest.json is not an Umka backup manifest');
  if (head.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${archive} is a backup of format ${String(head.version)}; this version of Umka reads format ` +
        `${BACKUP_FORMAT_VERSION}. Restore it with the version that made it. Nothing was restored.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw damaged(archive, 'its manifest.json lacks fields a backup manifest has');
  const manifest = parsed.data;
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(ARCHIVE.database)) throw damaged(archive, 'its manifest names no database');
  for (const file of manifest.files) {
    const got = extracted.files.get(file.path);
    if (!got) throw damaged(archive, `${file.path} is missing`);
    if (got.size !== file.size || got.sha256 !== file.sha256) {
      throw damaged(archive, `${file.path} does not match its checksum`);
    }
  }
  for (const path of extracted.files.keys()) {
    if (!listed.has(path)) throw damaged(archive, `${path} is not in its manifest`);
  }
  const migration = manifest.database.last_migration;
  if (migration !== null && !knownMigrations.includes(migration)) {
    throw new BackupError(
      `The backup's database has run migration ${migration}, which this version of Umka does not have: it was made ` +
        'by a newer version. Restore it with that version or a newer one. Nothing was restored.',
    );
  }
  return manifest;
}

function checkIntegrity(archive: string, file: string): void {
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = connection.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw damaged(archive, `its database fails SQLite's integrity check (${String(check)})`);
  } finally {
    connection.close();
  }
}

/** Moves every entry of `from` into `to` (made when missing): renames within one file system. */
async function moveChildren(from: string, to: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const entry of entries) await rename(join(from, entry), join(to, entry));
}

/** Makes `dir` when missing; answers whether it did, so a failed restore can take it away again. */
async function makeDir(dir: string, existed: boolean): Promise<boolean> {
  if (existed) return false;
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return true;
}

async function removeIfEmpty(dir: string): Promise<void> {
  await rmdir(dir).catch(() => undefined);
}

/**
 * `npm run restore -- FILE`: a backup of `createBackup` into an empty data directory (and storage folder). The
 * archive is unpacked into a hidden staging folder inside the target, checked against its manifest (every
 * file's size and SHA-256), the database against SQLite's integrity check and its migrations against this
 * version's, and only then moved into place, the database last. A refusal or a damaged archive leaves the target
 * as it was. The server runs the migrations newer than the backup when it starts on the restored folder.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  if (options.database.kind === 'postgres') throw new BackupError(POSTGRES_RESTORE_MESSAGE);
  const databaseFile = options.database.file;
  try {
    if (!(await stat(options.archive)).isFile()) throw new BackupError(`${options.archive} is not a file.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`There is no backup at ${options.archive}.`);
    }
    throw error;
  }
  const inData = relative(options.dataDir, options.storageDir);
  const storageApart = inData.startsWith('..') || isAbsolute(inData);
  const dataExisted = await existsEmpty(options.dataDir, 'The data directory');
  const storageExisted = storageApart ? await existsEmpty(options.storageDir, 'The storage folder') : false;

  const createdData = await makeDir(options.dataDir, dataExisted);
  const createdStorage = storageApart ? await makeDir(options.storageDir, storageExisted) : false;
  const dataStaging = await mkdtemp(join(options.dataDir, '.restore-'));
  const storageStaging = storageApart
    ? await mkdtemp(join(options.storageDir, '.restore-'))
    : join(dataStaging, 'storage');
  let restored = false;
  try {
    const extracted = await extract(options.archive, { data: join(dataStaging, 'data'), storage: storageStaging });
    const manifest = verify(options.archive, extracted, options.knownMigrations);
    const stagedDatabase = join(dataStaging, 'data', 'umka.db');
    checkIntegrity(options.archive, stagedDatabase);
    await moveChildren(storageStaging, options.storageDir);
    if (extracted.files.has(ARCHIVE.jwtSecret)) {
      await rename(join(dataStaging, 'data', JWT_SECRET_FILE), join(options.dataDir, JWT_SECRET_FILE));
    }
    await mkdir(dirname(databaseFile), { recursive: true, mode: PRIVATE_DIR_MODE });
    await rename(stagedDatabase, databaseFile);
    restored = true;
    return manifest;
  } finally {
    await rm(dataStaging, { recursive: true, force: true });
    if (storageApart) await rm(storageStaging, { recursive: true, force: true });
    // Only folders this restore made, and only while empty: it never deletes what it did not write.
    if (!restored && createdStorage) await removeIfEmpty(options.storageDir);
    if (!restored && createdData) await removeIfEmpty(options.dataDir);
  }
}
