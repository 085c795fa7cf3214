import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The picture-login module owns two columns of `groups` (picture_login, login_code) and the picture_secrets table
 * (migration 202612111100_picture_passwords); it reads the class list itself, as one query, because the public
 * list is on a login page's hot path.
 */

export interface ClassLoginRow {
  id: number;
  title: string;
  teacher_id: number;
  picture_login: boolean | number;
  login_code: string | null;
  deleted_at: string | null;
}

export async function findClassLogin(db: Kysely<DB>, groupId: number): Promise<ClassLoginRow | undefined> {
  return db
    .selectFrom('groups')
    .select(['id', 'title', 'teacher_id', 'picture_login', 'login_code', 'deleted_at'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/** The current class with this code and the setting on; any other answers as if the code did not exist. */
export async function findOpenClassByCode(db: Kysely<DB>, code: string): Promise<ClassLoginRow | undefined> {
  const row = await db
    .selectFrom('groups')
    .select(['id', 'title', 'teacher_id', 'picture_login', 'login_code', 'deleted_at'])
    .where('login_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.picture_login ? row : undefined;
}

export async function isCodeTaken(db: Kysely<DB>, code: string): Promise<boolean> {
  const row = await db.selectFrom('groups').select('id').where('login_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function updateClassLogin(
  db: Kysely<DB>,
  groupId: number,
  values: { picture_login?: boolean; login_code?: string },
): Promise<void> {
  await db.updateTable('groups').set(values).where('id', '=', groupId).execute();
}

/** The class's students with whether (and how, sealed) their pictures are set, in the order of the class list. */
export async function listClassSecrets(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .leftJoin('picture_secrets as ps', 'ps.student_id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.avatar', 'u.is_active', 'ps.sealed_sequence'])
    .where('gs.group_id', '=', groupId)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

export async function findSecret(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('picture_secrets')
    .select(['secret_hash', 'sealed_sequence'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function saveSecret(
  db: Kysely<DB>,
  values: { student_id: number; secret_hash: string; sealed_sequence: string; set_by: number; now: string },
): Promise<void> {
  const { now, ...secret } = values;
  await db
    .insertInto('picture_secrets')
    .values({ ...secret, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('student_id').doUpdateSet({
        secret_hash: secret.secret_hash,
        sealed_sequence: secret.sealed_sequence,
        set_by: secret.set_by,
        updated_at: now,
      }),
    )
    .execute();
}
