import { loadConfig } from '../../config.ts';
import { systemClock } from '../../lib/clock.ts';
import { loadOrCreateJwtSecret } from '../../lib/jwt-secret.ts';
import { createPasswordHasher } from '../../lib/passwords.ts';
import { createStorage } from '../../lib/storage.ts';
import { countUsers } from '../../modules/users/users.repo.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';

/** `npm run seed`: demo data into the configured database (PostgreSQL too), only while it has no users. */
async function seed(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    if ((await countUsers(database.db)) > 0) {
      console.log('The database already has users; the demo seed only goes into an empty database. Nothing changed.');
      return 0;
    }
    await seedDemoData(database, {
      hasher: createPasswordHasher(),
      clock: systemClock,
      storage: createStorage(config.storageDir),
      // Picture passwords are keyed by the server's secret (docs/PICTURE-LOGIN.md), as the server will read them.
      secret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
    });
    console.log(`Demo data seeded (${config.database.kind}). Password of every account: ${DEMO_PASSWORD}`);
    for (const account of DEMO_ACCOUNTS) console.log(`  role ${account.role_id}  ${account.email}`);
    return 0;
  } finally {
    await database.destroy();
  }
}

seed().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Seed failed:', error);
    process.exit(1);
  },
);
