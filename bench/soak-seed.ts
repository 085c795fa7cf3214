/**
 * The school of `soak.bench.ts`, written into a fresh database before the server starts, with the app's own seed
 * pieces and test factories: the world's catalogue (a home and its things to buy), students with likes to spend and
 * the password they log in with, their classes and teachers to chat with, and the welcome news (one read, one not).
 */
import type { Config } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { insertDemoNews } from '../server/src/db/seed/demo-news.ts';
import { insertWorld } from '../server/src/db/seed/world.ts';
import { systemClock } from '../server/src/lib/clock.ts';
import { createTokenService } from '../server/src/lib/tokens.ts';
import { createFactories, TEST_PASSWORD } from '../server/src/test/factories.ts';

/** Students in one class, each class with a teacher of its own. */
const CLASS_SIZE = 25;

export interface SoakSchool {
  students: { id: number; email: string }[];
  password: string;
  /** The home every student furnishes from the shop. */
  homeId: number;
}

export async function seedSchool(
  config: Config,
  options: { students: number; subjectId: number; likes: number; jwtSecret: string },
): Promise<SoakSchool> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const now = () => systemClock().toISOString();
    const world = await database.transaction((trx) => insertWorld(trx, now()));
    const factories = createFactories({
      database,
      tokens: createTokenService({ secret: options.jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock: systemClock }),
      clock: systemClock,
    });
    const students: SoakSchool['students'] = [];
    for (let first = 0; first < options.students; first += CLASS_SIZE) {
      const teacher = await factories.buildTeacher({ subjects: [options.subjectId] });
      const members = [];
      for (let index = first; index < Math.min(first + CLASS_SIZE, options.students); index += 1) {
        members.push(
          await factories.buildStudent({
            subjects: [options.subjectId],
            likes: { [options.subjectId]: options.likes },
          }),
        );
      }
      await factories.buildGroup({ teacher, students: members, subjectId: options.subjectId });
      students.push(...members.map(({ id, email }) => ({ id, email })));
    }
    await database.transaction((trx) => insertDemoNews(trx, undefined, now()));
    return { students, password: TEST_PASSWORD, homeId: world.homeId };
  } finally {
    await database.destroy();
  }
}
