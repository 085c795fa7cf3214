import type { Kysely, Selectable } from 'kysely';
import type { ChatBlocksTable, DB } from '../../db/schema.ts';

export type ChatBlockRow = Selectable<ChatBlocksTable>;

export async function findBlock(db: Kysely<DB>, teacherId: number, studentId: number) {
  return db
    .selectFrom('chat_blocks')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function findBlockById(db: Kysely<DB>, id: number): Promise<ChatBlockRow | undefined> {
  return db.selectFrom('chat_blocks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Undefined when the pair is already blocked: the caller answers that block. */
export async function insertBlock(
  db: Kysely<DB>,
  values: { teacher_id: number; student_id: number; created_at: string },
): Promise<ChatBlockRow | undefined> {
  return db
    .insertInto('chat_blocks')
    .values(values)
    .onConflict((oc) => oc.columns(['teacher_id', 'student_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whether this call removed it: of two unblocks at once only one does. */
export async function deleteBlock(db: Kysely<DB>, id: number, teacherId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_blocks')
    .where('id', '=', id)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The blocks that touch the user, as teacher or as student, by the other side's id. */
export async function blocksOf(db: Kysely<DB>, userId: number, asTeacher: boolean): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select(['id', 'teacher_id', 'student_id'])
    .where(asTeacher ? 'teacher_id' : 'student_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [asTeacher ? row.student_id : row.teacher_id, row.id]));
}

export async function listTeacherBlocks(db: Kysely<DB>, teacherId: number) {
  return db
    .selectFrom('chat_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.student_id')
    .select(['b.id', 'b.teacher_id', 'b.student_id', 'b.created_at', 'u.first_name', 'u.last_name'])
    .where('b.teacher_id', '=', teacherId)
    .orderBy('b.id', 'desc')
    .execute();
}
