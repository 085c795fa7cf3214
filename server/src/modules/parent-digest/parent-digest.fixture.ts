import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locale, ROLE } from '@umka/contracts';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { createMemoryCounterStore } from '../../lib/counter-store.ts';
import { createOutboxMailer } from '../../lib/mailer.ts';
import { createTokenService } from '../../lib/tokens.ts';
import type { Services } from '../../services.ts';
import { TEST_DATABASE_URL } from '../../test/databases.ts';
import { TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { TEST_JWT_SECRET, type TestContext } from '../../test/harness.ts';
import { createRecordingRealtime } from '../../test/recording-realtime.ts';
import { storePastRounds } from '../../test/trainer-history.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { insertAccount } from '../users/accounts.ts';

/** Puts the suite's clock at `iso` (the fake clock is real time plus an offset). */
export function setNow(t: TestContext, iso: string): void {
  t.clock.reset();
  t.clock.advance(Date.parse(iso) - Date.now());
}

let sequence = 0;

/** A parent account (users row of role 4 with its parents row) following `children`, signed in. */
export async function createDigestParent(
  t: TestContext,
  options: { locale: Locale; children: readonly TestUser[] },
): Promise<TestUser> {
  const at = t.clock.now().toISOString();
  const first_name = `Parent${++sequence}`;
  const email = `parent-${sequence}-${Date.now()}@test.example`;
  // Signed in by token only: no test logs this parent in with a password.
  const password_hash = 'not-a-password-hash';
  const row = await t.database.transaction((trx) =>
    insertAccount(
      trx,
      { role_id: ROLE.parent, first_name, last_name: 'Digest', email, password_hash, locale: options.locale },
      at,
    ),
  );
  if (options.children.length > 0) {
    await t.database.db
      .insertInto('parent_children')
      .values(options.children.map((child) => ({ parent_id: row.id, student_id: child.id, created_at: at })))
      .execute();
  }
  const token = await t.factories.signIn({ id: row.id, role_id: ROLE.parent });
  return { id: row.id, role_id: ROLE.parent, email, password: TEST_PASSWORD, first_name, last_name: 'Digest', token };
}

/** Another instance of the server: its own app, services, job worker and database connections, on the same data. */
export interface OtherInstance {
  services: Services;
  close(): Promise<void>;
}

/** A second connection to the suite's database: the same PostgreSQL schema, or the same SQLite file. */
async function secondConnection(database: Database): Promise<Database> {
  if (database.dialect === 'postgres') {
    const schema = await sql<{ name: string }>`select current_schema() as name`.execute(database.db);
    return openDatabase({
      kind: 'postgres',
      url: TEST_DATABASE_URL,
      schema: schema.rows[0]?.name ?? 'public',
      poolSize: 2,
    });
  }
  const files = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
  const file = files.rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('the SQLite test database has no file');
  return openDatabase({ kind: 'sqlite', file });
}

export async function startOtherInstance(t: TestContext): Promise<OtherInstance> {
  const database = await secondConnection(t.database);
  const storageDir = await mkdtemp(join(tmpdir(), 'umka-storage-'));
  const logger = pino({ level: 'silent' });
  const counters = createMemoryCounterStore(() => t.clock.now().getTime());
  const { app, services } = await buildApp({
    config: {
      env: 'test',
      bodyLimit: 1_048_576,
      trustProxy: false,
      corsOrigins: [],
      rateLimitPerMinute: 0,
      ukHosts: [],
      webDistDir: '/nonexistent/web/dist',
      storageDir,
      recordingMaxBytes: 1024,
      sessionMaxAgeSeconds: 3600,
      crmProfileUrlTemplate: null,
    },
    database,
    counters,
    mailer: createOutboxMailer({ database, logger, clock: t.clock.now }),
    realtime: createRecordingRealtime(),
    tokens: createTokenService({ secret: TEST_JWT_SECRET, ttlSeconds: 3600, clock: t.clock.now }),
    jwtSecret: TEST_JWT_SECRET,
    logger,
    clock: t.clock.now,
  });
  await app.ready();
  return {
    services,
    async close() {
      await app.close();
      await counters.close();
      await database.destroy();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

const at = (iso: string) => new Date(iso).toISOString();

/**
 * The week 2026-12-07 … 2026-12-13 of a child studying subjects 1–3, seen from 2026-12-14 09:00 UTC, in subject 1:
 * two validated one-minute rounds (and a rejected one, and one the week before), likes +7 +3 −3 (and +100 the week
 * before), a 5 in the diary on the 9th (and a 3 the week before), homework done, overdue and open (and one due the
 * week before, one given after), one certificate (and one the week before).
 */
export async function seedChildWeek(t: TestContext, child: TestUser, teacher: TestUser): Promise<void> {
  const { db } = t.database;
  const group = await t.factories.buildGroup({ teacher, students: [child], subjectId: 1 });
  await db
    .updateTable('group_students')
    .set({ created_at: at('2026-11-01T10:00:00Z') })
    .where('group_id', '=', group.id)
    .execute();
  const trainer = { id: await insertTestTrainer(db, { subjects: [1] }), subjectId: 1 };
  await storePastRounds(t, child, trainer, [
    { daysAgo: 3, correct: 5, total: 5 },
    { daysAgo: 2, correct: 3, total: 5 },
    { daysAgo: 2.5, correct: 1, total: 5, rejected: true },
    { daysAgo: 8, correct: 5, total: 5 },
  ]);
  const likes: [number, string][] = [
    [7, '2026-12-08T12:00:00Z'],
    [3, '2026-12-13T23:00:00Z'],
    [-3, '2026-12-10T12:00:00Z'],
    [100, '2026-12-06T12:00:00Z'],
  ];
  await db
    .insertInto('likes_ledger')
    .values(
      likes.map(([delta, when]) => ({
        student_id: child.id,
        subject_id: 1,
        delta,
        balance_after: 200,
        reason: 'test',
        ref_type: null,
        ref_id: null,
        created_at: at(when),
      })),
    )
    .execute();
  for (const [date, mark] of [
    ['2026-12-09', 5],
    ['2026-12-02', 3],
  ] as const) {
    const entry = await db
      .insertInto('diary_entries')
      .values({
        group_id: group.id,
        date,
        topic: 'Lesson',
        created_at: at(`${date}T10:00:00Z`),
        updated_at: at(`${date}T10:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('diary_rows')
      .values({ entry_id: entry.id, student_id: child.id, attendance: 'present', mark, comment: null })
      .execute();
  }
  const homework = [
    { title: 'done', given_on: '2026-12-07', due_on: '2026-12-10', answered: true },
    { title: 'overdue', given_on: '2026-12-08', due_on: '2026-12-11', answered: false },
    { title: 'open', given_on: '2026-12-10', due_on: '2026-12-16', answered: false },
    { title: 'last week', given_on: '2026-12-01', due_on: '2026-12-04', answered: false },
    { title: 'next week', given_on: '2026-12-15', due_on: '2026-12-18', answered: false },
  ];
  for (const entry of homework) {
    const row = await db
      .insertInto('homework')
      .values({
        group_id: group.id,
        title: entry.title,
        description: null,
        given_on: entry.given_on,
        due_on: entry.due_on,
        published: true,
        template_title: null,
        created_at: at(`${entry.given_on}T08:00:00Z`),
        updated_at: at(`${entry.given_on}T08:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('homework_items')
      .values({
        homework_id: row.id,
        position: 1,
        type: 'task',
        trainer_id: null,
        settings: null,
        target_rounds: null,
        min_score: null,
        text: 'Solve it',
        material_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.answered) {
      await db
        .insertInto('homework_answers')
        .values({
          item_id: item.id,
          student_id: child.id,
          version: 1,
          text: 'Solved',
          comment: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: at('2026-12-09T15:00:00Z'),
        })
        .execute();
    }
  }
  for (const [title, when] of [
    ['Star of the week', '2026-12-11T10:00:00Z'],
    ['Older one', '2026-12-05T10:00:00Z'],
  ] as const) {
    await db
      .insertInto('certificates')
      .values({
        student_id: child.id,
        issued_by: teacher.id,
        issuer_name: 'Teacher',
        title,
        reason: 'For trying',
        issued_on: when.slice(0, 10),
        created_at: at(when),
      })
      .execute();
  }
}
