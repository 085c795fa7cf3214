import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfig, REPO_ROOT } from '../../config.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './backup-archive.ts';

const USAGE = `Usage: npm run backup [-- --out DIR]
Writes umka-backup-<UTC time>.tar.gz with a consistent copy of the embedded database (DATA_DIR), the generated
secret and the storage folder (STORAGE_DIR) into DIR (default: backups/ in the repository). Safe while the
server runs. See docs/BACKUPS.md.`;

/** `npm run backup`: one archive, or a message saying why none was written. */
async function backup(): Promise<number> {
  // A positional folder too: npm keeps some --flags for itself unless they follow `--`.
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const out = values.out ?? positionals[0];
  const outDir = out ? resolve(invocationDir(), out) : join(REPO_ROOT, 'backups');
  const { file, manifest } = await createBackup({
    database: config.database,
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    outDir,
    now: new Date(),
  });
  console.log(`Backup written: ${file}`);
  console.log(
    `  database at migration ${manifest.database.last_migration ?? '(none)'}, ${manifest.storage_file_count} stored files`,
  );
  console.log("  It holds pupils' data and the server's secret: keep it as private as the data folder.");
  return 0;
}

backup().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError) console.error(error.message);
    else console.error('Backup failed:', error);
    process.exit(1);
  },
);
