import { studentErasureSchema } from '@umka/contracts';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { createStorage } from '../../lib/storage.ts';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { foreignKeys, textColumns } from '../../test/schema-references.ts';
import { STAFF_COLUMNS, STUDENT_TABLES, type TableName } from './student-data-map.ts';

const STUDENT_KEYS = ['users.id', 'students.user_id', 'student_subjects.student_id'];

/** Each table's columns that can hold a student's id, as the live schema's foreign keys say. */
async function studentColumns(t: TestContext): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  for (const reference of await foreignKeys(t.database.db, t.dialect)) {
    const key = `${reference.table}.${reference.column}`;
    if (!STUDENT_KEYS.includes(reference.references) || key in STAFF_COLUMNS) continue;
    columns.set(reference.table, [...(columns.get(reference.table) ?? []), reference.column]);
  }
  columns.set('users', ['id']);
  return columns;
}

async function rowsHolding(t: TestContext, table: string, columns: string[], id: number): Promise<number> {
  const where = sql.join(
    columns.map((column) => sql`${sql.ref(column)} = ${id}`),
    sql` or `,
  );
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}
    where ${where}`.execute(t.database.db);
  return Number(rows[0]?.count ?? 0);
}

/** Every text column (JSON included) of every table that holds one of the needles, as `table.column has needle`. */
async function whereFound(t: TestContext, needles: readonly string[]): Promise<string[]> {
  const { db } = t.database;
  const found: string[] = [];
  for (const { table, column } of await textColumns(db, t.dialect)) {
    for (const needle of needles) {
      const { rows } = await sql<{
        count: number | string;
      }>`select count(*) as count from ${sql.table(table as TableName)}
        where cast(${sql.ref(column)} as text) like ${`%${needle}%`}`.execute(db);
      if (Number(rows[0]?.count) > 0) found.push(`${table}.${column} has ${needle}`);
    }
  }
  return found;
}

async function logIn(t: TestContext, email: string): Promise<{ id: number; token: string }> {
  const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
  const body = response.body as { data: { user: { id: number } } };
  return { id: body.data.user.id, token: String(response.headers['jwt-token']) };
}

async function download(t: TestContext, url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.statusCode,
    headers: response.headers,
    files: response.statusCode === 200 ? unzipSync(response.rawPayload) : {},
  };
}

const tableOf = (files: Record<string, Uint8Array>, table: string): Record<string, unknown>[] | undefined => {
  const bytes = files[`tables/${table}.json`];
  return bytes ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
};

describeEachDatabase("a student's data rights", (t) => {
  let admin: { id: number; token: string };
  let parent: { id: number; token: string };
  let student: { id: number; token: string };

  beforeAll(async () => {
    await seedDemo(t);
    admin = await logIn(t, 'admin@example.com');
    parent = await logIn(t, 'parent@example.com');
    student = await logIn(t, 'student@example.com');
  });

  it('exports every row that holds the student’s id, table by table, and the files those rows name', async () => {
    const { status, headers, files } = await download(t, `/api/students/${student.id}/data-export`, admin.token);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/zip');
    const held: Record<string, number> = {};
    for (const [table, columns] of await studentColumns(t)) {
      const count = await rowsHolding(t, table, columns, student.id);
      if (count > 0) held[table] = count;
    }
    const exported = Object.fromEntries(Object.keys(held).map((table) => [table, tableOf(files, table)?.length ?? 0]));
    expect(exported).toEqual(held);
    // The demo student has a rich record: trainer rounds, likes, homework, diary, chat, world, albums, IT.
    expect(Object.keys(held).length).toBeGreaterThan(20);
    const users = tableOf(files, 'users');
    expect(users?.[0]).toMatchObject({ email: 'student@example.com', first_name: 'Миша' });
    expect(users?.[0]).not.toHaveProperty('password_hash');
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect(manifest.missing_files).toEqual([]);
    for (const path of manifest.files) expect(files[path]?.byteLength).toBeGreaterThan(0);
  });

  it('lets a parent export their own child and no other, and tells an admin there is no such student', async () => {
    expect((await download(t, `/api/students/${student.id}/data-export`, parent.token)).status).toBe(200);
    const other = await t.factories.buildStudent();
    expect((await download(t, `/api/students/${other.id}/data-export`, parent.token)).status).toBe(403);
    expect((await download(t, `/api/students/${admin.id}/data-export`, admin.token)).status).toBe(404);
  });

  it('erases the student: nothing of them is left in any table or file, ledgers keep their sums, the log says who', async () => {
    const { db } = t.database;
    const { files: before } = await download(t, `/api/students/${student.id}/data-export`, admin.token);
    const storedFiles = Object.keys(before).filter((path) => path.startsWith('files/'));
    const account = await db.selectFrom('users').selectAll().where('id', '=', student.id).executeTakeFirstOrThrow();
    const needles = [
      account.email,
      `${account.first_name} ${account.last_name}`,
      `${account.last_name} ${account.first_name}`,
    ];
    if (account.phone) needles.push(account.phone);
    const likesBefore = await db
      .selectFrom('likes_ledger')
      .select(['delta'])
      .where('student_id', '=', student.id)
      .execute();
    const toStudent = await rowsHolding(t, 'chat_messages', ['to_id'], student.id);
    expect(await whereFound(t, needles)).toContain('users.email has student@example.com');

    const response = await t.api('POST', `/api/students/${student.id}/erasure`, { token: admin.token });
    const erasure = dataOf(response, studentErasureSchema);
    expect(erasure.files_removed).toBe(storedFiles.length);
    expect(erasure.deleted.find((entry) => entry.table === 'trainer_sessions')?.rows).toBeGreaterThan(0);

    const kept = new Set<string>(STUDENT_TABLES.filter((entry) => entry.erase === 'keep').map((entry) => entry.table));
    const left: Record<string, number> = {};
    for (const [table, columns] of await studentColumns(t)) {
      const count = await rowsHolding(t, table, columns, student.id);
      if (count > 0 && !kept.has(table) && table !== 'chat_messages') left[table] = count;
    }
    expect(left).toEqual({});
    expect(await rowsHolding(t, 'chat_messages', ['from_id'], student.id)).toBe(0);
    expect(await rowsHolding(t, 'chat_messages', ['to_id'], student.id)).toBe(toStudent);
    const likesAfter = await db
      .selectFrom('likes_ledger')
      .select(['delta'])
      .where('student_id', '=', student.id)
      .execute();
    expect(likesAfter).toEqual(likesBefore);

    expect(await whereFound(t, needles)).toEqual([]);
    const storage = createStorage(t.storageDir);
    for (const path of storedFiles) {
      const [, folder = '', name = ''] = path.split('/');
      expect(await storage.read(folder, name)).toBeNull();
    }

    const record = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'student.erase')
      .where('target_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(record.user_id).toBe(admin.id);
  });

  it('leaves the erased student out of the admin’s lists: there is nobody left to manage', async () => {
    expect((await t.api('GET', `/api/admin/students/${student.id}`, { token: admin.token })).status).toBe(404);
    const list = await t.api('GET', '/api/admin/students?search=erased', { token: admin.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(`erased-${student.id}@`);
  });

  it('refuses the erased student’s token and password, and a second erasure says it is done already', async () => {
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(401);
    const login = await t.api('POST', '/api/login', {
      body: { email: 'student@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    const again = await t.api('POST', `/api/students/${student.id}/erasure`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('STUDENT_ERASED');
  });

  it('keeps every trainer rating’s counts equal to its standings once the student has left them', async () => {
    const buckets = await t.database.db
      .selectFrom('trainer_rating_buckets')
      .select(['trainer_id', 'subject_id', 'metric', (eb) => eb.fn.sum<number>('students').as('students')])
      .groupBy(['trainer_id', 'subject_id', 'metric'])
      .execute();
    const standings = await t.database.db
      .selectFrom('trainer_stats')
      .select(['trainer_id', 'subject_id', (eb) => eb.fn.countAll<number>().as('students')])
      .groupBy(['trainer_id', 'subject_id'])
      .execute();
    for (const bucket of buckets) {
      const standing = standings.find((s) => s.trainer_id === bucket.trainer_id && s.subject_id === bucket.subject_id);
      expect(Number(bucket.students)).toBe(Number(standing?.students ?? 0));
    }
  });

  it('erases a student once when two requests race, and the other is told it is done', async () => {
    const racer = await t.factories.buildStudent();
    const answers = await Promise.all([
      t.api('POST', `/api/students/${racer.id}/erasure`, { token: admin.token }),
      t.api('POST', `/api/students/${racer.id}/erasure`, { token: admin.token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const records = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'student.erase')
      .where('target_id', '=', racer.id)
      .execute();
    expect(records).toHaveLength(1);
  });
});
