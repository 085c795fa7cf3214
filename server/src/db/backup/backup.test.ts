import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { Migrator } from 'kysely';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from '../../lib/jwt-secret.ts';
import { createStorage } from '../../lib/storage.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from '../migrations/index.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

const execFileAsync = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'umka-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** In the order Kysely runs them: by name. */
const knownMigrations = Object.keys(migrations).sort();
const outDir = join(root, 'backups');

function place(name: string) {
  const dataDir = join(root, name);
  return {
    dataDir,
    storageDir: join(dataDir, 'storage'),
    database: { kind: 'sqlite', file: join(dataDir, 'umka.db') } as const,
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (const giveUpAt = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > giveUpAt) throw new Error(`not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A data directory with its database migrated (to the first `upTo` migrations when given) and one stored file. */
async function dataDirWithFile(name: string, upTo?: number) {
  const target = place(name);
  const database = openDatabase(target.database);
  try {
    if (upTo === undefined) await migrateToLatest(database);
    else {
      const first = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => knownMigrations.indexOf(name) < upTo),
      );
      const { error } = await new Migrator({
        db: database.db,
        provider: { getMigrations: async () => first },
      }).migrateToLatest();
      if (error) throw error;
    }
  } finally {
    await database.destroy();
  }
  const stored = await createStorage(target.storageDir).write('homework', 'png', Buffer.from('a pupil drew this'));
  return { ...target, stored: `homework/${stored}` };
}

let backupCount = 0;
/** Distinct times, so that two backups of one test never share a name. */
const nextBackupTime = () => new Date(Date.UTC(2026, 11, 6, 1, 0, 0, backupCount++));

async function archiveEntries(file: string): Promise<{ header: tar.Headers; body: Buffer }[]> {
  const entries: { header: tar.Headers; body: Buffer }[] = [];
  const unpack = tar.extract();
  unpack.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      entries.push({ header, body: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(Readable.from(gunzipSync(readFileSync(file))), unpack);
  return entries;
}

async function writeArchive(file: string, entries: { header: tar.Headers; body: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  for (const { header, body } of entries) pack.entry({ ...header, size: body.length }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}

describe('a backup under write load', () => {
  it('holds every write acknowledged before it began, and restores them with their files into a sound database', async () => {
    const source = await dataDirWithFile('live');
    const writer = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, '../../test/sqlite-write-load.ts'),
        source.database.file,
        source.storageDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(writer, 'exit');
    const acknowledged: { email: string; stored: string }[] = [];
    createInterface({ input: writer.stdout }).on('line', (line) => {
      const [, email, stored] = line.split(' ');
      if (email && stored) acknowledged.push({ email, stored });
    });
    let archive = '';
    let before: typeof acknowledged = [];
    try {
      await until(() => acknowledged.length >= 300, 20_000);
      before = acknowledged.slice();
      ({ file: archive } = await createBackup({ ...source, outDir, now: nextBackupTime() }));
      // The writer was never stopped by the copy: it goes on acknowledging writes after it.
      const atBackupEnd = acknowledged.length;
      await until(() => acknowledged.length >= atBackupEnd + 100, 20_000);
    } finally {
      writer.kill('SIGTERM');
    }
    const [exitCode] = await exited;
    // A write that failed (SQLITE_BUSY while the backup read) would have ended the writer with an error.
    expect(exitCode).toBe(0);

    const target = place('restored-live');
    const manifest = await restoreBackup({ archive, ...target, knownMigrations });
    expect(manifest.database.last_migration).toBe(knownMigrations.at(-1));

    const restored = new SqliteDatabase(target.database.file, { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const emails = new Set(restored.prepare('SELECT email FROM users').pluck().all() as string[]);
      expect(before.filter((write) => !emails.has(write.email))).toEqual([]);
      // Every row of the snapshot finds its file: files are stored before their row commits, and copied after it.
      const avatars = restored.prepare('SELECT avatar FROM users WHERE avatar IS NOT NULL').pluck().all() as string[];
      expect(avatars.length).toBeGreaterThanOrEqual(before.length);
      expect(avatars.filter((avatar) => !existsSync(join(target.storageDir, 'load', avatar)))).toEqual([]);
    } finally {
      restored.close();
    }
    for (const { stored } of [...before, { stored: source.stored }]) {
      expect(readFileSync(join(target.storageDir, stored))).toEqual(readFileSync(join(source.storageDir, stored)));
    }
    expect(readdirSync(target.dataDir).sort()).toEqual(['storage', 'umka.db']);
  }, 60_000);
});

describe('a restore', () => {
  it("brings back an older backup with the generated secret, and the server's migrations bring it up to date", async () => {
    const source = await dataDirWithFile('older', 20);
    const secret = loadOrCreateJwtSecret(source.dataDir);
    const { file, manifest } = await createBackup({ ...source, outDir, now: nextBackupTime() });
    expect(file).toMatch(/umka-backup-20261206-010000-\d{3}Z\.tar\.gz$/);
    expect(manifest.database.last_migration).toBe(knownMigrations[19]);
    expect(manifest.storage_file_count).toBe(1);

    const target = place('restored-older');
    await restoreBackup({ archive: file, ...target, knownMigrations });
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    const database = openDatabase(target.database);
    try {
      expect(await migrateToLatest(database)).toEqual(knownMigrations.slice(20));
    } finally {
      await database.destroy();
    }
  });

  it('refuses a data directory or storage folder that is not empty, and leaves both as they were', async () => {
    const source = await dataDirWithFile('source-for-refusal');
    const { file } = await createBackup({ ...source, outDir, now: nextBackupTime() });

    const used = place('used');
    mkdirSync(used.dataDir);
    writeFileSync(join(used.dataDir, 'notes.txt'), 'keep me');
    await expect(restoreBackup({ archive: file, ...used, knownMigrations })).rejects.toThrow(
      /The data directory .*used is not empty \(1 entries\): a restore goes only into an empty folder/,
    );
    expect(readdirSync(used.dataDir)).toEqual(['notes.txt']);

    const fresh = place('fresh-data');
    const storageDir = join(root, 'used-storage');
    mkdirSync(join(storageDir, 'homework'), { recursive: true });
    await expect(restoreBackup({ archive: file, ...fresh, storageDir, knownMigrations })).rejects.toThrow(
      /The storage folder .*used-storage is not empty/,
    );
    expect(existsSync(fresh.dataDir)).toBe(false);
    expect(readdirSync(storageDir)).toEqual(['homework']);
  });

  it('restores into a storage folder apart from the data directory, as STORAGE_DIR allows', async () => {
    const source = await dataDirWithFile('source-for-apart');
    const { file } = await createBackup({ ...source, outDir, now: nextBackupTime() });
    const target = { ...place('restored-apart'), storageDir: join(root, 'apart-storage') };
    await restoreBackup({ archive: file, ...target, knownMigrations });
    expect(readFileSync(join(target.storageDir, source.stored), 'utf8')).toBe('a pupil drew this');
    expect(readdirSync(target.storageDir)).toEqual(['homework']);
    expect(readdirSync(target.dataDir)).toEqual(['umka.db']);
  });

  it('refuses a damaged archive clearly and restores nothing of it', async () => {
    const source = await dataDirWithFile('source-for-damage');
    const { file } = await createBackup({ ...source, outDir, now: nextBackupTime() });
    const bytes = readFileSync(file);

    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const cutTarget = place('restored-cut');
    await expect(restoreBackup({ archive: cut, ...cutTarget, knownMigrations })).rejects.toThrow(
      /cut\.tar\.gz is damaged or not an Umka backup: .*Nothing was restored\./,
    );
    expect(existsSync(cutTarget.dataDir)).toBe(false);

    const entries = await archiveEntries(file);
    const picture = entries.find((entry) => entry.header.name === `storage/${source.stored}`);
    if (!picture) throw new Error('the stored file is not in the archive');
    picture.body = Buffer.from('a pupil drew THIS');
    const tampered = join(root, 'tampered.tar.gz');
    await writeArchive(tampered, entries);
    const tamperedTarget = place('restored-tampered');
    mkdirSync(tamperedTarget.dataDir);
    await expect(restoreBackup({ archive: tampered, ...tamperedTarget, knownMigrations })).rejects.toThrow(
      `storage/${source.stored} does not match its checksum`,
    );
    expect(readdirSync(tamperedTarget.dataDir)).toEqual([]);
  });

  it('refuses an archive that escapes its folders, without writing outside them', async () => {
    const source = await dataDirWithFile('source-for-escape');
    const { file } = await createBackup({ ...source, outDir, now: nextBackupTime() });
    const entries = await archiveEntries(file);
    entries.unshift({ header: { name: 'storage/../../escaped.txt', mode: 0o600 }, body: Buffer.from('out') });
    const escaping = join(root, 'escaping.tar.gz');
    await writeArchive(escaping, entries);
    const target = place('restored-escape');
    await expect(restoreBackup({ archive: escaping, ...target, knownMigrations })).rejects.toThrow(
      'which no backup holds',
    );
    expect(existsSync(join(root, 'escaped.txt'))).toBe(false);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('refuses a backup made by a newer version whose migrations this one lacks', async () => {
    const source = await dataDirWithFile('source-for-newer');
    const { file } = await createBackup({ ...source, outDir, now: nextBackupTime() });
    const target = place('restored-newer');
    await expect(
      restoreBackup({ archive: file, ...target, knownMigrations: knownMigrations.slice(0, -1) }),
    ).rejects.toThrow(`has run migration ${knownMigrations.at(-1)}, which this version of Umka does not have`);
    expect(existsSync(target.dataDir)).toBe(false);
  });
});

describe('the commands', () => {
  it('back up and restore from the command line, with paths relative to the folder the command was typed in', async () => {
    const source = await dataDirWithFile('source-for-commands');
    const run = (script: string, args: string[], dataDir: string) =>
      execFileAsync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
        cwd: import.meta.dirname,
        // npm runs the workspace's script in server/ and names the caller's folder in INIT_CWD.
        env: { ...process.env, INIT_CWD: root, DATA_DIR: dataDir, STORAGE_DIR: '', DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const backedUp = await run('backup-cli.ts', ['--out', 'command-backups'], source.dataDir);
    const [archive] = readdirSync(join(root, 'command-backups'));
    expect(backedUp.stdout).toContain(`Backup written: ${join(root, 'command-backups', archive ?? '')}`);

    const target = place('restored-by-command');
    const restored = await run('restore-cli.ts', [join('command-backups', archive ?? '')], target.dataDir);
    expect(restored.stdout).toContain(`into ${target.dataDir}`);
    expect(readFileSync(join(target.storageDir, source.stored), 'utf8')).toBe('a pupil drew this');

    await expect(run('restore-cli.ts', [join('command-backups', archive ?? '')], target.dataDir)).rejects.toMatchObject(
      {
        code: 1,
        stderr: expect.stringContaining('is not empty'),
      },
    );
  }, 60_000);
});

describe('on PostgreSQL', () => {
  const database = { kind: 'postgres', url: 'postgres://umka@db.internal:5432/umka' } as const;

  it('backup refuses and points to pg_dump and the storage folder, writing nothing', async () => {
    const backupsDir = join(root, 'pg-backups');
    const refused = createBackup({
      database,
      dataDir: join(root, 'pg'),
      storageDir: join(root, 'pg-storage'),
      outDir: backupsDir,
      now: new Date(),
    });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(
      /pg_dump -Fc "\$DATABASE_URL"[\s\S]*rsync -a "\$STORAGE_DIR\/"[\s\S]*docs\/BACKUPS\.md/,
    );
    expect(existsSync(backupsDir)).toBe(false);
  });

  it('restore refuses and points to pg_restore', async () => {
    await expect(
      restoreBackup({
        archive: join(root, 'any.tar.gz'),
        database,
        dataDir: join(root, 'pg'),
        storageDir: join(root, 'pg-storage'),
        knownMigrations,
      }),
    ).rejects.toThrow(/pg_restore --no-owner -d "\$DATABASE_URL"/);
  });
});
