import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, LibraryKindColumn, LibraryMaterialsTable } from '../../db/schema.ts';

export type LibraryRow = Selectable<LibraryMaterialsTable>;

export interface LibraryFilter {
  subjectIds?: readonly number[] | undefined;
  kind?: LibraryKindColumn | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  /** Teachers: only what they may see (any file or link, a page once published). */
  visibleOnly: boolean;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listLibrary(db: Kysely<DB>, filter: LibraryFilter): Promise<LibraryRow[]> {
  let query = db.selectFrom('library_materials as m').selectAll('m');
  if (filter.subjectIds) {
    if (filter.subjectIds.length === 0) return [];
    query = query.where('m.subject_id', 'in', filter.subjectIds);
  }
  if (filter.kind) query = query.where('m.kind', '=', filter.kind);
  if (filter.visibleOnly)
    query = query.where((eb) => eb.or([eb('m.kind', '!=', 'page'), eb('m.published_at', 'is not', null)]));
  const tag = filter.tag;
  if (tag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('library_material_tags as t')
          .select('t.tag')
          .whereRef('t.material_id', '=', 'm.id')
          .where('t.tag', '=', tag),
      ),
    );
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['m.title']), 'like', pattern), eb(eb.fn('lower', ['m.description']), 'like', pattern)]),
    );
  }
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(500).execute();
}

export async function findLibraryMaterial(db: Kysely<DB>, id: number): Promise<LibraryRow | undefined> {
  return db.selectFrom('library_materials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertLibraryMaterial(
  db: Kysely<DB>,
  values: Insertable<LibraryMaterialsTable>,
): Promise<LibraryRow> {
  return db.insertInto('library_materials').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateLibraryMaterial(
  db: Kysely<DB>,
  id: number,
  values: Updateable<LibraryMaterialsTable>,
): Promise<LibraryRow | undefined> {
  return db.updateTable('library_materials').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Saves a page's draft only when its version is still `version` (the editor's copy started from it), stepping the
 * version on: two tabs saving from the same version get one success and one refusal, never a silent overwrite.
 */
export async function saveDraftIfCurrent(
  db: Kysely<DB>,
  id: number,
  version: number,
  values: { draft_doc: string; draft_saved_at: string },
): Promise<LibraryRow | undefined> {
  return db
    .updateTable('library_materials')
    .set((eb) => ({ ...values, draft_version: eb('draft_version', '+', 1), updated_at: values.draft_saved_at }))
    .where('id', '=', id)
    .where('kind', '=', 'page')
    .where('draft_version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** Copies the draft into the published snapshot, when the draft is still the version the admin looked at. */
export async function publishIfCurrent(
  db: Kysely<DB>,
  id: number,
  version: number,
  stamp: string,
): Promise<LibraryRow | undefined> {
  return db
    .updateTable('library_materials')
    .set((eb) => ({
      published_doc: eb.ref('draft_doc'),
      published_version: eb.ref('draft_version'),
      published_at: stamp,
      updated_at: stamp,
    }))
    .where('id', '=', id)
    .where('kind', '=', 'page')
    .where('draft_version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLibraryMaterial(db: Kysely<DB>, id: number): Promise<LibraryRow | undefined> {
  return db.deleteFrom('library_materials').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function tagsOf(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('library_material_tags')
    .select(['material_id', 'tag'])
    .where('material_id', 'in', ids)
    .orderBy('tag')
    .execute();
  for (const row of rows) map.set(row.material_id, [...(map.get(row.material_id) ?? []), row.tag]);
  return map;
}

export async function replaceTags(db: Kysely<DB>, id: number, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('library_material_tags').where('material_id', '=', id).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('library_material_tags')
    .values(tags.map((tag) => ({ material_id: id, tag })))
    .execute();
}

/** The tags in use, optionally of one subject's materials (admins pick from them and type new ones). */
export async function tagsInUse(db: Kysely<DB>, subjectIds: readonly number[] | undefined): Promise<string[]> {
  let query = db
    .selectFrom('library_material_tags as t')
    .innerJoin('library_materials as m', 'm.id', 't.material_id')
    .select('t.tag')
    .distinct();
  if (subjectIds) {
    if (subjectIds.length === 0) return [];
    query = query.where('m.subject_id', 'in', subjectIds);
  }
  return (await query.orderBy('t.tag').execute()).map((row) => row.tag);
}

/** Whether the student is in a current class that the material is shared with. */
export async function sharedWithStudent(db: Kysely<DB>, materialId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_library_materials as gl')
    .innerJoin('groups as g', 'g.id', 'gl.group_id')
    .innerJoin('group_students as gs', 'gs.group_id', 'g.id')
    .select('gl.group_id')
    .where('gl.material_id', '=', materialId)
    .where('gs.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The current classes of the teacher that the material is shared with. */
export async function teacherShares(db: Kysely<DB>, materialIds: readonly number[], teacherId: number) {
  if (materialIds.length === 0) return [];
  return db
    .selectFrom('group_library_materials as gl')
    .innerJoin('groups as g', 'g.id', 'gl.group_id')
    .select(['gl.material_id', 'gl.group_id'])
    .where('gl.material_id', 'in', materialIds)
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .orderBy('gl.group_id')
    .execute();
}

/** Replaces the teacher's current classes a library material is shared with; other teachers' shares stay. */
export async function replaceTeacherShares(
  db: Kysely<DB>,
  materialId: number,
  teacherId: number,
  groupIds: readonly number[],
  stamp: string,
): Promise<void> {
  await db
    .deleteFrom('group_library_materials')
    .where('material_id', '=', materialId)
    .where('group_id', 'in', (eb) =>
      eb.selectFrom('groups').select('id').where('teacher_id', '=', teacherId).where('deleted_at', 'is', null),
    )
    .execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('group_library_materials')
    .values(
      groupIds.map((groupId) => ({
        group_id: groupId,
        material_id: materialId,
        shared_by: teacherId,
        created_at: stamp,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The library materials shared with these classes (what the classes' pages list beside the teacher's own). */
export async function groupLibraryMaterials(db: Kysely<DB>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_library_materials as gl')
    .innerJoin('library_materials as m', 'm.id', 'gl.material_id')
    .selectAll('m')
    .select('gl.group_id')
    .where('gl.group_id', 'in', groupIds)
    .where((eb) => eb.or([eb('m.kind', '!=', 'page'), eb('m.published_at', 'is not', null)]))
    .orderBy('gl.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

/** Of these picture addresses, the ones a library material still shows: as its picture, or in a page's draft or snapshot. */
export async function picturesShownBy(db: Kysely<DB>, urls: readonly string[]): Promise<Set<string>> {
  const shown = new Set<string>();
  for (const url of urls) {
    // A /media name is letters, digits and dashes, so nothing in the pattern is a wildcard; in the JSON it is quoted.
    const pattern = `%"${url}"%`;
    const row = await db
      .selectFrom('library_materials')
      .select('id')
      .where((eb) =>
        eb.or([eb('picture_url', '=', url), eb('draft_doc', 'like', pattern), eb('published_doc', 'like', pattern)]),
      )
      .executeTakeFirst();
    if (row) shown.add(url);
  }
  return shown;
}
