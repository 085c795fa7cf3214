import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, GroupRecordingsTable, MaterialsTable } from '../../db/schema.ts';

export type MaterialRow = Selectable<MaterialsTable>;
export type RecordingRow = Selectable<GroupRecordingsTable>;

export async function teacherMaterials(db: Kysely<DB>, teacherId: number): Promise<MaterialRow[]> {
  return db
    .selectFrom('materials')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findMaterial(db: Kysely<DB>, id: number): Promise<MaterialRow | undefined> {
  return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMaterial(db: Kysely<DB>, values: Insertable<MaterialsTable>): Promise<MaterialRow> {
  return db.insertInto('materials').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateMaterial(db: Kysely<DB>, id: number, values: Updateable<MaterialsTable>) {
  await db.updateTable('materials').set(values).where('id', '=', id).execute();
}

export async function deleteMaterial(db: Kysely<DB>, id: number) {
  await db.deleteFrom('materials').where('id', '=', id).execute();
}

/** The current (not deleted) classes each material is shared with. */
export async function sharesOf(db: Kysely<DB>, materialIds: readonly number[]) {
  if (materialIds.length === 0) return [];
  return db
    .selectFrom('group_materials as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['gm.material_id', 'gm.group_id'])
    .where('gm.material_id', 'in', materialIds)
    .where('g.deleted_at', 'is', null)
    .orderBy('gm.group_id')
    .execute();
}

/**
 * Replaces the classes a material is shared with. Shares with the teacher's deleted classes stay, so a
 * restored class gets its materials back.
 */
export async function replaceShares(db: Kysely<DB>, materialId: number, groupIds: readonly number[]) {
  await db
    .deleteFrom('group_materials')
    .where('material_id', '=', materialId)
    .where('group_id', 'in', (eb) => eb.selectFrom('groups').select('id').where('deleted_at', 'is', null))
    .execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('group_materials')
    .values(groupIds.map((groupId) => ({ group_id: groupId, material_id: materialId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function groupMaterials(db: Kysely<DB>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_materials as gm')
    .innerJoin('materials as m', 'm.id', 'gm.material_id')
    .selectAll('m')
    .select('gm.group_id')
    .where('gm.group_id', 'in', groupIds)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export async function scheduleOf(db: Kysely<DB>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_schedule_slots')
    .select(['group_id', 'weekday', 'starts_at', 'duration_minutes'])
    .where('group_id', 'in', groupIds)
    .orderBy('weekday')
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export interface SlotValues {
  weekday: number;
  starts_at: string;
  duration_minutes: number;
}

export async function replaceSchedule(db: Kysely<DB>, groupId: number, slots: readonly SlotValues[]) {
  await db.deleteFrom('group_schedule_slots').where('group_id', '=', groupId).execute();
  if (slots.length === 0) return;
  await db
    .insertInto('group_schedule_slots')
    .values(slots.map((slot) => ({ ...slot, group_id: groupId })))
    .execute();
}

export async function recordingsOf(db: Kysely<DB>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_recordings')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('recorded_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertRecording(db: Kysely<DB>, values: Insertable<GroupRecordingsTable>): Promise<RecordingRow> {
  return db.insertInto('group_recordings').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findRecording(db: Kysely<DB>, id: number): Promise<RecordingRow | undefined> {
  return db.selectFrom('group_recordings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteRecording(db: Kysely<DB>, id: number) {
  await db.deleteFrom('group_recordings').where('id', '=', id).execute();
}

/** A student's current classes with their teacher's name and notice, optionally of one subject. */
export async function studentGroups(db: Kysely<DB>, studentId: number, subjectId: number | undefined) {
  let query = db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('users as u', 'u.id', 'g.teacher_id')
    .select(['g.id', 'g.title', 'g.subject_id', 'g.message', 'u.first_name', 'u.last_name'])
    .where('gs.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null);
  if (subjectId !== undefined) query = query.where('g.subject_id', '=', subjectId);
  return query.orderBy('g.title').orderBy('g.id').execute();
}
