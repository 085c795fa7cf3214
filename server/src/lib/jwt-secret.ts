import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDirSync } from './private-paths.ts';

/** The file under DATA_DIR; backups carry it (db/backup), since picture passwords are keyed by it. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * An embedded install needs no configuration: the first start generates a secret and keeps it
 * under DATA_DIR (readable by the owner only), so tokens survive restarts.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  makePrivateDirSync(dataDir);
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another start got there first (or an earlier one did): use what is on disk.
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
