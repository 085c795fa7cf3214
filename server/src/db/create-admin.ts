import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { openDatabase } from './database.ts';
import { createInitialAdmin } from './initial-admin.ts';
import { migrateToLatest } from './migrate.ts';

const USAGE = `Usage: npm run create-admin -- <email> '<password of at least 8 characters>'
   or: npm run create-admin -w @umka/server -- --email <email> --password <password> [--first-name A] [--last-name B]
Without arguments ADMIN_EMAIL and ADMIN_PASSWORD are used.`;

/** The way a PostgreSQL deployment gets its first admin: the staff password rule applies, no demo password. */
async function createAdmin(): Promise<number> {
  // Positional arguments too: the root `npm run create-admin -- …` passes them on, while npm keeps --flags for itself.
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const email = values.email ?? positionals[0] ?? config.initialAdmin?.email;
  const password = values.password ?? positionals[1] ?? config.initialAdmin?.password;
  if (!email || !password) {
    console.error(USAGE);
    return 2;
  }

  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const created = await createInitialAdmin(
      database,
      {
        email,
        password,
        ...(values['first-name'] ? { first_name: values['first-name'] } : {}),
        ...(values['last-name'] ? { last_name: values['last-name'] } : {}),
      },
      { hasher: createPasswordHasher(), clock: systemClock },
    );
    if (!created) {
      console.error(`A user with the email ${email} already exists; nothing changed.`);
      return 1;
    }
    console.log(`Admin ${email} created.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.fields?.[0]) {
      const field = error.fields[0];
      console.error(`${field.field}: ${field.message['en-US']}`);
      return 1;
    }
    throw error;
  } finally {
    await database.destroy();
  }
}

createAdmin().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('create-admin failed:', error);
    process.exit(1);
  },
);
