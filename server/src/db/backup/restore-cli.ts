import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfig } from '../../config.ts';
import { migrations } from '../migrations/index.ts';
import { BackupError } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

const USAGE = `Usage: npm run restore -- FILE
Restores a backup of \`npm run backup\` into DATA_DIR (default: data/ in the repository) and STORAGE_DIR, which
must be empty or missing: a restore never overwrites data. Start the server on it afterwards (npm start); it
runs the migrations newer than the backup. See docs/BACKUPS.md.`;

/** `npm run restore -- FILE`: everything restored, or nothing and a message saying why. */
async function restore(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const manifest = await restoreBackup({
    archive: resolve(invocationDir(), file),
    database: config.database,
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    knownMigrations: Object.keys(migrations),
  });
  console.log(`Restored the backup of ${manifest.created_at} into ${config.dataDir}`);
  console.log(
    `  database at migration ${manifest.database.last_migration ?? '(none)'}, ${manifest.storage_file_count} stored files in ${config.storageDir}`,
  );
  console.log('  Start the server on it (npm start): it runs any migration newer than the backup.');
  return 0;
}

restore().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError) console.error(error.message);
    else console.error('Restore failed:', error);
    process.exit(1);
  },
);
