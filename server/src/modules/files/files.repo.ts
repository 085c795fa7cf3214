import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DB, PrivateFilesTable } from '../../db/schema.ts';

export type PrivateFileRow = Selectable<PrivateFilesTable>;

export interface NewPrivateFile {
  owner_id: number;
  original_name: string;
  stored_name: string;
  size: number;
  content_type: string;
  created_at: string;
}

export async function insertFile(db: Kysely<DB>, file: NewPrivateFile): Promise<PrivateFileRow> {
  return db.insertInto('private_files').values(file).returningAll().executeTakeFirstOrThrow();
}

export async function findFile(db: Kysely<DB>, id: number): Promise<PrivateFileRow | undefined> {
  return db.selectFrom('private_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function filesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<PrivateFileRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('private_files').selectAll().where('id', 'in', ids).execute();
}

/** A student's answer file is private to that answer: it never becomes a task attachment or a material. */
function isNotAnswerFile(eb: ExpressionBuilder<DB & { f: DB['private_files'] }, 'f'>) {
  return eb.not(
    eb.exists(eb.selectFrom('homework_answer_files as haf').select('haf.file_id').whereRef('haf.file_id', '=', 'f.id')),
  );
}

/** Of these files, those uploaded as task attachments by anyone: what an admin may attach to any class's task. */
export async function attachmentFileIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('private_files as f')
    .select('f.id')
    .where('f.id', 'in', ids)
    .where(isNotAnswerFile)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Of these files, those a teacher may attach to a task: their own uploads, and files already attached to
 * homework of their classes (saving a homework as a template, editing one a colleague started).
 */
export async function attachableFileIds(db: Kysely<DB>, teacherId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('private_files as f')
    .select('f.id')
    .where('f.id', 'in', ids)
    .where(isNotAnswerFile)
    .where((eb) =>
      eb.or([
        eb('f.owner_id', '=', teacherId),
        eb.exists(
          eb
            .selectFrom('homework_item_files as hif')
            .innerJoin('homework_items as i', 'i.id', 'hif.item_id')
            .innerJoin('homework as h', 'h.id', 'i.homework_id')
            .innerJoin('groups as g', 'g.id', 'h.group_id')
            .select('hif.file_id')
            .whereRef('hif.file_id', '=', 'f.id')
            .where('g.teacher_id', '=', teacherId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The classes whose homework carries this file as a task attachment, and whether that homework is published. */
export async function taskAttachmentClasses(db: Kysely<DB>, fileId: number) {
  return db
    .selectFrom('homework_item_files as hif')
    .innerJoin('homework_items as i', 'i.id', 'hif.item_id')
    .innerJoin('homework as h', 'h.id', 'i.homework_id')
    .innerJoin('groups as g', 'g.id', 'h.group_id')
    .select(['g.id as group_id', 'g.teacher_id', 'h.published'])
    .where('hif.file_id', '=', fileId)
    .execute();
}

/** The current classes a material with this file is shared with (issue [4] materials). */
export async function materialClasses(db: Kysely<DB>, fileId: number) {
  return db
    .selectFrom('materials as m')
    .innerJoin('group_materials as gm', 'gm.material_id', 'm.id')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id as group_id', 'g.teacher_id'])
    .where('m.file_id', '=', fileId)
    .where('g.deleted_at', 'is', null)
    .execute();
}

/** The teachers of the classes whose homework answers carry this file. */
export async function answerFileTeachers(db: Kysely<DB>, fileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('homework_answer_files as haf')
    .innerJoin('homework_answers as a', 'a.id', 'haf.answer_id')
    .innerJoin('homework_items as i', 'i.id', 'a.item_id')
    .innerJoin('homework as h', 'h.id', 'i.homework_id')
    .innerJoin('groups as g', 'g.id', 'h.group_id')
    .select('g.teacher_id')
    .where('haf.file_id', '=', fileId)
    .execute();
  return rows.map((row) => row.teacher_id);
}

export async function memberGroupIds(db: Kysely<DB>, studentId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_students')
    .select('group_id')
    .where('student_id', '=', studentId)
    .where('group_id', 'in', groupIds)
    .execute();
  return rows.map((row) => row.group_id);
}
