// A process of its own for the backup test: writes users, each with a stored file, through the app's database layer
// (WAL, group commit, the checkpoint thread) until SIGTERM, and prints `ack <email> <stored path>` for each write
// once its transaction has committed.
import { ROLE } from '@umka/contracts';
import { openDatabase } from '../db/database.ts';
import { createStorage } from '../lib/storage.ts';

const FOLDER = 'load';

const [file, storageDir] = process.argv.slice(2);
if (!file || !storageDir) throw new Error('usage: sqlite-write-load.ts <database file> <storage folder>');
const database = openDatabase({ kind: 'sqlite', file });
const storage = createStorage(storageDir);
// Several writers at once, as requests are: their transactions share commits (see groupCommit).
const LANES = 4;
let stopping = false;
process.once('SIGTERM', () => {
  stopping = true;
});

async function lane(first: number): Promise<void> {
  for (let n = first; !stopping; n += LANES) {
    const email = `load-${n}@backup.test`;
    const avatar = await storage.write(FOLDER, 'txt', Buffer.from(`write ${n}\n`.repeat(1 + (n % 64))));
    const now = new Date().toISOString();
    await database.transaction((trx) =>
      trx
        .insertInto('users')
        .values({
          role_id: ROLE.student,
          first_name: 'Load',
          last_name: String(n),
          email,
          password_hash: 'not a hash: this user never logs in',
          locale: 'ru-RU',
          avatar,
          property: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    );
    process.stdout.write(`ack ${email} ${FOLDER}/${avatar}\n`);
  }
}

await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
await database.destroy();
