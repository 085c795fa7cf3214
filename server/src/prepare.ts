import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { createInitialAdmin } from './db/initial-admin.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed/demo.ts';
import { insertReadingTexts } from './db/seed/reading/insert-reading-texts.ts';
import { insertSpeechImages } from './db/seed/speech-images.ts';
import { insertTrainerCatalogue } from './db/seed/trainers.ts';
import { insertWordLists } from './db/seed/words/insert-word-lists.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { loadOrCreateJwtSecret } from './lib/jwt-secret.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords.ts';
import { createStorage } from './lib/storage.ts';
import { insertAlbumsCatalogue } from './modules/albums/albums-catalogue.ts';
import { countUsers } from './modules/users/users.repo.ts';

// Kept apart from server.ts so that a cluster's primary, which only prepares, loads none of the HTTP stack.

export interface PreparationDeps {
  logger: Logger;
  clock: Clock;
  hasher: PasswordHasher;
}

/** Migrations, reference data, the demo seed of an empty embedded database and the admin from ADMIN_EMAIL. */
export async function prepareDatabase(config: Config, database: Database, deps: PreparationDeps): Promise<void> {
  const { logger, clock, hasher } = deps;
  const applied = await migrateToLatest(database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  // The trainer catalogue and the word lists are reference data every deployment needs, PostgreSQL included; rows that
  // exist stay.
  await insertTrainerCatalogue(database.db, clock().toISOString());
  await insertAlbumsCatalogue(database.db, clock().toISOString());
  await insertWordLists(database.db, clock().toISOString());
  await insertReadingTexts(database.db, clock().toISOString());
  await insertSpeechImages(database.db, clock().toISOString());

  if (database.dialect === 'sqlite' && (await countUsers(database.db)) === 0) {
    await seedDemoData(database, {
      hasher,
      clock,
      storage: createStorage(config.storageDir),
      // Picture passwords are keyed by the server's secret (docs/PICTURE-LOGIN.md), as the server will read them.
      secret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
    });
    logger.info(
      { accounts: DEMO_ACCOUNTS.map((a) => a.email), password: DEMO_PASSWORD },
      'empty embedded database: demo data seeded',
    );
  }
  if (config.initialAdmin && (await createInitialAdmin(database, config.initialAdmin, { hasher, clock }))) {
    logger.info({ email: config.initialAdmin.email }, 'admin created from ADMIN_EMAIL');
  }
}

/**
 * What one process does before the servers start, so that they find the database and the JWT secret file ready: a
 * cluster's primary before forking, or, for a single server, a child process main.ts forks and waits for. Either way
 * the serving processes never load the seed's modules nor keep the memory its drawing and hashing leave behind.
 */
export async function prepareBeforeServing(config: Config, options: { logger: Logger; clock?: Clock }): Promise<void> {
  const database = openDatabase(config.database);
  try {
    await prepareDatabase(config, database, {
      logger: options.logger,
      clock: options.clock ?? systemClock,
      hasher: createPasswordHasher(),
    });
    if (!config.jwtSecret) loadOrCreateJwtSecret(config.dataDir);
  } finally {
    await database.destroy();
  }
}
