import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The parents' side of the chat (issue [15], docs/CHAT.md "Parents"). The chat module owns the `groups.parent_chat`
 * column (migration 202612121000_parents), as picture-login owns its two. Its rule joins that column with a class's
 * students and the children a parent follows, so it is read here as one query: through the groups and parents
 * ports it would be a list of classes, a list of children and a loop on every conversation list and every message.
 */

export interface ClassChatRow {
  id: number;
  teacher_id: number;
  parent_chat: boolean | number;
  deleted_at: string | null;
}

export async function findClassChat(db: Kysely<DB>, groupId: number): Promise<ClassChatRow | undefined> {
  return db
    .selectFrom('groups')
    .select(['id', 'teacher_id', 'parent_chat', 'deleted_at'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export async function updateParentChat(db: Kysely<DB>, groupId: number, enabled: boolean): Promise<void> {
  await db.updateTable('groups').set({ parent_chat: enabled }).where('id', '=', groupId).execute();
}

/** The current classes of the teacher that one of the parent's children sits in. */
function sharedClasses(db: Kysely<DB>, parentId: number) {
  return db
    .selectFrom('parent_children as pc')
    .innerJoin('group_students as gs', 'gs.student_id', 'pc.student_id')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .where('pc.parent_id', '=', parentId)
    .where('g.deleted_at', 'is', null);
}

/**
 * How the parent stands with the teacher: `open` when one of their children sits in a current class of the teacher
 * that lets parents write, `linked` when a child sits in one at all (the setting is what is missing).
 */
export async function parentLink(
  db: Kysely<DB>,
  parentId: number,
  teacherId: number,
): Promise<{ linked: boolean; open: boolean }> {
  const row = await sharedClasses(db, parentId)
    .select('g.parent_chat')
    .where('g.teacher_id', '=', teacherId)
    // An open class first on both dialects: true sorts after false, 1 after 0.
    .orderBy('g.parent_chat', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { linked: row !== undefined, open: Boolean(row?.parent_chat) };
}

/** The teachers a parent may write to: of a current class that lets parents write and has one of their children. */
export async function listParentTeachers(db: Kysely<DB>, parentId: number) {
  return sharedClasses(db, parentId)
    .innerJoin('users as u', 'u.id', 'g.teacher_id')
    .select(['u.id', 'u.role_id', 'u.first_name', 'u.last_name', 'u.avatar'])
    .distinct()
    .where('g.parent_chat', '=', true)
    .execute();
}

/**
 * The parents who may write to a teacher, one row per parent and child: the child is the student of the teacher's
 * current class that lets parents write, so the teacher knows whose parent is writing.
 */
export async function listTeacherParents(db: Kysely<DB>, teacherId: number) {
  return db
    .selectFrom('groups as g')
    .innerJoin('group_students as gs', 'gs.group_id', 'g.id')
    .innerJoin('parent_children as pc', 'pc.student_id', 'gs.student_id')
    .innerJoin('users as p', 'p.id', 'pc.parent_id')
    .innerJoin('users as c', 'c.id', 'pc.student_id')
    .select([
      'p.id',
      'p.role_id',
      'p.first_name',
      'p.last_name',
      'p.avatar',
      'c.id as child_id',
      'c.first_name as child_first_name',
      'c.last_name as child_last_name',
    ])
    .distinct()
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .where('g.parent_chat', '=', true)
    .orderBy('child_first_name')
    .orderBy('child_last_name')
    .orderBy('child_id')
    .execute();
}
