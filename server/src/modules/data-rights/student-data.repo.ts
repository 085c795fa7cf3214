import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MAIL_JOB } from '../../lib/jobs/mail-job.ts';
import type { LinkedTable, StudentTable, TableName } from './student-data-map.ts';

export type Row = Record<string, unknown>;

export interface StudentAccount {
  id: number;
  email: string;
  erased_at: string | null;
}

/** The student an export or an erasure is about; undefined for an id that is not a student's. */
export async function findStudentAccount(db: Kysely<DB>, id: number): Promise<StudentAccount | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('students', 'students.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.erased_at'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

const ofStudent = (columns: readonly string[], studentId: number): RawBuilder<unknown> =>
  sql.join(
    columns.map((column) => sql`${sql.ref(column)} = ${studentId}`),
    sql` or `,
  );

const linkedToStudent = (linked: LinkedTable, parent: StudentTable, studentId: number): RawBuilder<unknown> =>
  sql`${sql.ref(linked.column)} in (select id from ${sql.table(parent.table)} where ${ofStudent(parent.columns, studentId)})`;

export async function studentRows(db: Kysely<DB>, entry: StudentTable, studentId: number): Promise<Row[]> {
  const { rows } =
    await sql<Row>`select * from ${sql.table(entry.table)} where ${ofStudent(entry.columns, studentId)}`.execute(db);
  return rows;
}

export async function linkedRows(
  db: Kysely<DB>,
  linked: LinkedTable,
  parent: StudentTable,
  studentId: number,
): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from ${sql.table(linked.table)}
    where ${linkedToStudent(linked, parent, studentId)}`.execute(db);
  return rows;
}

/**
 * What the student's rows point at and an export would be meaningless without: the homework items they
 * answered and the lessons of their diary. These belong to the teacher and stay when the student goes.
 */
export async function contextRows(db: Kysely<DB>, studentId: number): Promise<Record<string, Row[]>> {
  const [homeworkItems, diaryEntries] = await Promise.all([
    db
      .selectFrom('homework_items')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb.selectFrom('homework_answers').select('item_id').where('student_id', '=', studentId),
      )
      .execute(),
    db
      .selectFrom('diary_entries')
      .selectAll()
      .where('id', 'in', (eb) => eb.selectFrom('diary_rows').select('entry_id').where('student_id', '=', studentId))
      .execute(),
  ]);
  return { homework_items: homeworkItems, diary_entries: diaryEntries };
}

/** The log of what the student did, and of what was done to their account. */
export async function auditRows(db: Kysely<DB>, studentId: number): Promise<Row[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or([eb('user_id', '=', studentId), eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', studentId)])]),
    )
    .orderBy('id')
    .execute();
}

/** Deletes the rows matched by `columns` (and, through the cascade, what hangs on them); answers how many. */
export async function deleteStudentRows(
  db: Kysely<DB>,
  table: TableName,
  columns: readonly string[],
  studentId: number,
): Promise<number> {
  const result = await sql`delete from ${sql.table(table)} where ${ofStudent(columns, studentId)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function countStudentRows(db: Kysely<DB>, entry: StudentTable, studentId: number): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(entry.table)}
    where ${ofStudent(entry.columns, studentId)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Marks the account erased unless it is already: the conditional update that lets one of two racing erasures
 * through and tells the other it came second.
 */
export async function claimErasure(db: Kysely<DB>, studentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ erased_at: now })
    .where('id', '=', studentId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lots still on sale when their seller goes: their items go with the student, so the lots close unsold. */
export async function cancelOpenLots(db: Kysely<DB>, sellerId: number, now: string): Promise<void> {
  await db
    .updateTable('market_lots')
    .set({ status: 'cancelled', closed_at: now, updated_at: now })
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'open')
    .execute();
}

/**
 * The account row stays (ledgers and the other side's history point at it) with nothing of the person in it:
 * no name, a unique address no mail can reach, no phone, avatar or profile, a password nothing matches, blocked.
 */
export async function anonymiseAccount(
  db: Kysely<DB>,
  studentId: number,
  values: { now: string; unusableHash: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      first_name: '—',
      last_name: '',
      email: `erased-${studentId}@erased.invalid`,
      phone: null,
      avatar: null,
      property: JSON.stringify({}),
      password_hash: values.unusableHash,
      is_active: false,
      token_version: eb('token_version', '+', 1),
      erased_at: values.now,
      updated_at: values.now,
    }))
    .where('id', '=', studentId)
    .execute();
  await db.updateTable('students').set({ birth_date: null, timezone: null }).where('user_id', '=', studentId).execute();
}

/**
 * The log keeps that things happened to the account and by whom, not what they were: the student's own
 * entries (logins, addresses) go, entries about the account lose their details and address.
 */
export async function scrubAuditLog(db: Kysely<DB>, studentId: number): Promise<number> {
  const own = await db.deleteFrom('audit_log').where('user_id', '=', studentId).executeTakeFirst();
  await db
    .updateTable('audit_log')
    .set({ meta: null, ip: null })
    .where('target_type', '=', 'user')
    .where('target_id', '=', studentId)
    .execute();
  return Number(own.numDeletedRows);
}

/** Mail to the student's address still queued or kept after sending: it names them and says what they did. */
export async function dropMailTo(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  email: string,
): Promise<{ mail_outbox: number; jobs: number }> {
  const outbox = await db.deleteFrom('mail_outbox').where('to_address', '=', email).executeTakeFirst();
  const recipient = dialect === 'postgres' ? sql`payload::jsonb ->> 'to'` : sql`json_extract(payload, '$.to')`;
  const jobs = await db
    .deleteFrom('jobs')
    .where('kind', '=', MAIL_JOB)
    .where(sql<boolean>`${recipient} = ${email}`)
    .executeTakeFirst();
  return { mail_outbox: Number(outbox.numDeletedRows), jobs: Number(jobs.numDeletedRows) };
}
