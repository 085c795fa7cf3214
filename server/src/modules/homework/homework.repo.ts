import { PAGE_GROUP_SUBJECTS } from '@umka/contracts';
import type { Kysely, Selectable } from 'kysely';
import type {
  DB,
  HomeworkAnswersTable,
  HomeworkItemType,
  HomeworkTable,
  HomeworkTemplatesTable,
  PrivateFilesTable,
} from '../../db/schema.ts';

export interface ClassRef {
  id: number;
  teacher_id: number;
  subject_id: number;
  subject_main_id: number;
  deleted_at: string | null;
}

export async function findClass(db: Kysely<DB>, groupId: number): Promise<ClassRef | undefined> {
  return db
    .selectFrom('groups as g')
    .innerJoin('subjects as s', 's.id', 'g.subject_id')
    .select(['g.id', 'g.teacher_id', 'g.subject_id', 's.main_id as subject_main_id', 'g.deleted_at'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
}

export async function isClassMember(db: Kysely<DB>, groupId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students')
    .select('group_id')
    .where('group_id', '=', groupId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function classStudents(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('gs.group_id', '=', groupId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export type HomeworkRow = Selectable<HomeworkTable> & { teacher_id: number; subject_id: number };

function homeworkWithClass(db: Kysely<DB>) {
  return db
    .selectFrom('homework as h')
    .innerJoin('groups as g', 'g.id', 'h.group_id')
    .selectAll('h')
    .select(['g.teacher_id', 'g.subject_id']);
}

/** A homework of a current class; a soft-deleted class takes its homework out of use with it. */
export async function findHomework(db: Kysely<DB>, id: number): Promise<HomeworkRow | undefined> {
  return homeworkWithClass(db).where('h.id', '=', id).where('g.deleted_at', 'is', null).executeTakeFirst();
}

export async function listClassHomework(db: Kysely<DB>, groupId: number, publishedOnly: boolean) {
  let query = homeworkWithClass(db).where('h.group_id', '=', groupId);
  if (publishedOnly) query = query.where('h.published', '=', true);
  return query.orderBy('h.due_on', 'desc').orderBy('h.id', 'desc').execute();
}

/**
 * Published homework of the current classes a student is in, optionally of one subject or one teacher's
 * classes, or only what the student's pages open (spec §2): the homework subjects', and course lessons' copies.
 */
export async function listStudentHomework(
  db: Kysely<DB>,
  studentId: number,
  filter: { subjectId?: number | undefined; teacherId?: number | undefined; openableOnly?: boolean },
): Promise<HomeworkRow[]> {
  let query = homeworkWithClass(db)
    .innerJoin('group_students as gs', 'gs.group_id', 'h.group_id')
    .where('gs.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null)
    .where('h.published', '=', true);
  if (filter.subjectId !== undefined) query = query.where('g.subject_id', '=', filter.subjectId);
  if (filter.teacherId !== undefined) query = query.where('g.teacher_id', '=', filter.teacherId);
  if (filter.openableOnly) {
    // Course lessons' copies open from their lessons (issue [13]), in the subjects whose homework pages are those.
    query = query
      .innerJoin('subjects as s', 's.id', 'g.subject_id')
      .where((eb) =>
        eb.or([
          eb('s.main_id', 'in', [...PAGE_GROUP_SUBJECTS.homework]),
          eb.and([
            eb('s.main_id', 'in', [...PAGE_GROUP_SUBJECTS.courseHomework]),
            eb('h.course_lesson_id', 'is not', null),
          ]),
        ]),
      );
  }
  return query.orderBy('h.due_on').orderBy('h.id').execute();
}

export interface HomeworkValues {
  title: string;
  description: string | null;
  given_on: string;
  due_on: string;
  published: boolean;
}

export async function insertHomework(
  db: Kysely<DB>,
  values: HomeworkValues & {
    group_id: number;
    template_title: string | null;
    course_lesson_id?: number | null;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('homework')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHomework(db: Kysely<DB>, id: number, values: HomeworkValues & { updated_at: string }) {
  await db.updateTable('homework').set(values).where('id', '=', id).execute();
}

export async function deleteHomework(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('homework').where('id', '=', id).execute();
}

export async function itemsOf(db: Kysely<DB>, homeworkIds: readonly number[]) {
  if (homeworkIds.length === 0) return [];
  return db
    .selectFrom('homework_items as i')
    .leftJoin('trainers as t', 't.id', 'i.trainer_id')
    .selectAll('i')
    .select(['t.component', 't.title_ru', 't.title_en', 't.title_uk'])
    .where('i.homework_id', 'in', homeworkIds)
    .orderBy('i.homework_id')
    .orderBy('i.position')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** Whether a published homework of a current class the student is in gives this library material as an item. */
export async function givesMaterialToStudent(db: Kysely<DB>, materialId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('homework_items as hi')
    .innerJoin('homework as h', 'h.id', 'hi.homework_id')
    .innerJoin('groups as g', 'g.id', 'h.group_id')
    .innerJoin('group_students as gs', 'gs.group_id', 'g.id')
    .select('hi.id')
    .where('hi.material_id', '=', materialId)
    .where('gs.student_id', '=', studentId)
    .where('h.published', '=', true)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findItem(db: Kysely<DB>, homeworkId: number, itemId: number) {
  return db
    .selectFrom('homework_items')
    .selectAll()
    .where('id', '=', itemId)
    .where('homework_id', '=', homeworkId)
    .executeTakeFirst();
}

export interface ItemValues {
  position: number;
  type: HomeworkItemType;
  trainer_id: number | null;
  settings: string | null;
  target_rounds: number | null;
  min_score: number | null;
  text: string | null;
  material_id: number | null;
}

export async function insertItem(db: Kysely<DB>, homeworkId: number, values: ItemValues): Promise<number> {
  const row = await db
    .insertInto('homework_items')
    .values({ ...values, homework_id: homeworkId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Kysely<DB>, itemId: number, values: ItemValues): Promise<void> {
  await db.updateTable('homework_items').set(values).where('id', '=', itemId).execute();
}

export async function deleteItemsExcept(db: Kysely<DB>, homeworkId: number, keep: readonly number[]): Promise<void> {
  let query = db.deleteFrom('homework_items').where('homework_id', '=', homeworkId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export async function replaceItemFiles(db: Kysely<DB>, itemId: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('homework_item_files').where('item_id', '=', itemId).execute();
  if (fileIds.length === 0) return;
  await db
    .insertInto('homework_item_files')
    .values(fileIds.map((fileId, position) => ({ item_id: itemId, file_id: fileId, position })))
    .execute();
}

export type FileRow = Selectable<PrivateFilesTable>;

export async function itemFiles(db: Kysely<DB>, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('homework_item_files as hif')
    .innerJoin('private_files as f', 'f.id', 'hif.file_id')
    .selectAll('f')
    .select('hif.item_id')
    .where('hif.item_id', 'in', itemIds)
    .orderBy('hif.position')
    .execute();
}

/**
 * Validated rounds played for these items (by these students), counting only the rounds
 * homeworkRoundShortfall lets count. Capping at the target is the reader's business.
 */
export async function roundsDone(db: Kysely<DB>, itemIds: readonly number[], studentIds: readonly number[]) {
  if (itemIds.length === 0 || studentIds.length === 0) return [];
  return db
    .selectFrom('trainer_results as r')
    .innerJoin('trainer_sessions as s', 's.id', 'r.session_id')
    .innerJoin('homework_items as i', 'i.id', 's.homework_item_id')
    .select(['i.id as item_id', 'r.student_id', (eb) => eb.fn.countAll<number | string>().as('rounds')])
    .where('i.id', 'in', itemIds)
    .where('r.student_id', 'in', studentIds)
    .where('r.validate_status', '=', 'ok')
    .where((eb) =>
      eb.or([
        eb.and([eb('i.min_score', 'is not', null), eb('r.score', '>=', eb.ref('i.min_score'))]),
        eb.and([
          eb('i.min_score', 'is', null),
          eb('r.correct', '>=', 1),
          eb(eb('r.correct', '*', 2), '>=', eb.ref('r.total')),
        ]),
      ]),
    )
    .groupBy(['i.id', 'r.student_id'])
    .execute();
}

/**
 * Records a student's first opening of a material item; a later or simultaneous one changes nothing (the primary key
 * decides which insert stands, so two tabs never count twice or fail).
 */
export async function recordMaterialOpen(db: Kysely<DB>, itemId: number, studentId: number, stamp: string) {
  await db
    .insertInto('homework_material_opens')
    .values({ item_id: itemId, student_id: studentId, opened_at: stamp })
    .onConflict((oc) => oc.columns(['item_id', 'student_id']).doNothing())
    .execute();
}

/** Which of these material items these students have opened. */
export async function materialOpens(db: Kysely<DB>, itemIds: readonly number[], studentIds: readonly number[]) {
  if (itemIds.length === 0 || studentIds.length === 0) return [];
  return db
    .selectFrom('homework_material_opens')
    .select(['item_id', 'student_id'])
    .where('item_id', 'in', itemIds)
    .where('student_id', 'in', studentIds)
    .execute();
}

export type AnswerRow = Selectable<HomeworkAnswersTable> & { homework_id: number };

function answersWithHomework(db: Kysely<DB>) {
  return db
    .selectFrom('homework_answers as a')
    .innerJoin('homework_items as i', 'i.id', 'a.item_id')
    .selectAll('a')
    .select('i.homework_id');
}

/** Every version of the answers to these items (by one student, or all), newest first. */
export async function answersOf(db: Kysely<DB>, itemIds: readonly number[], studentId?: number): Promise<AnswerRow[]> {
  if (itemIds.length === 0) return [];
  let query = answersWithHomework(db).where('a.item_id', 'in', itemIds);
  if (studentId !== undefined) query = query.where('a.student_id', '=', studentId);
  return query.orderBy('a.version', 'desc').orderBy('a.id', 'desc').execute();
}

export async function findAnswer(db: Kysely<DB>, answerId: number): Promise<AnswerRow | undefined> {
  return answersWithHomework(db).where('a.id', '=', answerId).executeTakeFirst();
}

export async function latestVersion(db: Kysely<DB>, itemId: number, studentId: number) {
  return db
    .selectFrom('homework_answers')
    .select(['version', 'status'])
    .where('item_id', '=', itemId)
    .where('student_id', '=', studentId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

export async function insertAnswer(
  db: Kysely<DB>,
  values: { item_id: number; student_id: number; version: number; text: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto('homework_answers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function attachAnswerFiles(db: Kysely<DB>, answerId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return;
  await db
    .insertInto('homework_answer_files')
    .values(fileIds.map((fileId, position) => ({ answer_id: answerId, file_id: fileId, position })))
    .execute();
}

export async function answerFiles(db: Kysely<DB>, answerIds: readonly number[]) {
  if (answerIds.length === 0) return [];
  return db
    .selectFrom('homework_answer_files as haf')
    .innerJoin('private_files as f', 'f.id', 'haf.file_id')
    .selectAll('f')
    .select('haf.answer_id')
    .where('haf.answer_id', 'in', answerIds)
    .orderBy('haf.position')
    .execute();
}

/** Reviews the answer if it still has the status the reviewer saw: false when another review came first. */
export async function reviewAnswer(
  db: Kysely<DB>,
  answerId: number,
  seenStatus: 'submitted' | 'accepted' | 'needs_rework',
  review: { status: 'accepted' | 'needs_rework'; comment: string | null; reviewed_by: number; reviewed_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('homework_answers')
    .set(review)
    .where('id', '=', answerId)
    .where('status', '=', seenStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type TemplateRow = Selectable<HomeworkTemplatesTable>;

export async function listTemplates(db: Kysely<DB>, teacherId: number): Promise<TemplateRow[]> {
  return db
    .selectFrom('homework_templates')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findTemplate(db: Kysely<DB>, id: number): Promise<TemplateRow | undefined> {
  return db.selectFrom('homework_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface TemplateValues {
  title: string;
  description: string | null;
  items: string;
}

export async function insertTemplate(
  db: Kysely<DB>,
  values: TemplateValues & { teacher_id: number; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('homework_templates')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(db: Kysely<DB>, id: number, values: TemplateValues & { updated_at: string }) {
  await db.updateTable('homework_templates').set(values).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('homework_templates').where('id', '=', id).execute();
}

export async function trainerCards(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('trainers')
    .select(['id', 'component', 'title_ru', 'title_en', 'title_uk'])
    .where('id', 'in', ids)
    .execute();
}

/** Whether the student is in one of the teacher's classes (deleted ones too: their diaries and work stay readable). */
export async function teachesStudentIn(db: Kysely<DB>, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('g.id')
    .where('gs.student_id', '=', studentId)
    .where('g.teacher_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined;
}
