import type {
  FieldError,
  Group,
  GroupCreate,
  GroupListQuery,
  GroupMessage,
  GroupPatch,
  PageQuery,
} from '@umka/contracts';
import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, pageOffset, toPage } from '../../lib/pagination.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import { isMember } from './group-students.repo.ts';
import { assertCurrent, assertExists, assertManagesGroup, assertReadsMessage, listedTeacher } from './groups.policy.ts';
import {
  changeSubjectOfEmptyGroup,
  countGroups,
  findGroup,
  findGroupMessage,
  insertGroup,
  listGroups,
  setGroupMessage,
  updateGroup,
} from './groups.repo.ts';

export interface GroupsService {
  list(actor: AuthUser, query: GroupListQuery & PageQuery): Promise<Page<Group>>;
  create(actor: AuthUser, body: GroupCreate): Promise<Group>;
  update(actor: AuthUser, groupId: number, patch: GroupPatch): Promise<Group>;
  /** Soft delete: the class and its students stay, out of every current list, until restored. */
  remove(actor: AuthUser, groupId: number): Promise<Group>;
  restore(actor: AuthUser, groupId: number): Promise<Group>;
  message(actor: AuthUser, groupId: number): Promise<GroupMessage>;
  writeMessage(actor: AuthUser, groupId: number, text: string): Promise<GroupMessage>;
  /** Admin only (spec §6); a deleted class can move too, so its old teacher can be removed. */
  changeTeacher(actor: AuthUser, groupId: number, teacherId: number): Promise<Group>;
}

export function createGroupsService(deps: {
  database: Database;
  audit: AuditLog;
  clock: Clock;
  subjects: Pick<SubjectsPort, 'existingSubjectIds'>;
  teachers: Pick<TeachersPort, 'isTeacher' | 'teachesSubject'>;
}): GroupsService {
  const { existingSubjectIds } = deps.subjects;
  const { isTeacher, teachesSubject } = deps.teachers;
  const { database, audit } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function reload(groupId: number): Promise<Group> {
    return assertExists(await findGroup(db, groupId));
  }

  async function managedCurrent(actor: AuthUser, groupId: number): Promise<Group> {
    const group = assertCurrent(await findGroup(db, groupId));
    assertManagesGroup(actor, group);
    return group;
  }

  async function readMessage(groupId: number): Promise<GroupMessage> {
    const message = await findGroupMessage(db, groupId);
    if (!message) throw new AppError('NOT_FOUND');
    return message;
  }

  async function subjectExists(subjectId: number): Promise<boolean> {
    return (await existingSubjectIds(db, [subjectId])).has(subjectId);
  }

  /**
   * A class is only ever in a subject its teacher teaches (spec §3 Teacher.subjects): checked inside the
   * write's transaction, the teacher's subject row shared-locked on PostgreSQL so it cannot go meanwhile.
   */
  async function assertTeaches(
    trx: Kysely<DB>,
    teacherId: number,
    subjectId: number,
    field: 'subject_id' | 'teacher_id' = 'subject_id',
  ): Promise<void> {
    if (!(await teachesSubject(trx, teacherId, subjectId, database.dialect === 'postgres'))) {
      throw invalidField(field, 'SUBJECT_NOT_TAUGHT');
    }
  }

  /**
   * Deleting needs a current class (a deleted one answers 404 like any other call);
   * restoring a current one changes nothing.
   */
  async function setDeleted(actor: AuthUser, groupId: number, deleted: boolean): Promise<Group> {
    const found = await findGroup(db, groupId);
    const group = deleted ? assertCurrent(found) : assertExists(found);
    assertManagesGroup(actor, group);
    if (group.deleted_at === null && !deleted) return group;
    await database.transaction(async (trx) => {
      // A class comes back only while its teacher still teaches its subject.
      if (!deleted) await assertTeaches(trx, group.teacher_id, group.subject_id);
      await updateGroup(trx, groupId, { deleted_at: deleted ? now() : null }, now());
      await audit.record(trx, {
        user_id: actor.id,
        action: deleted ? 'group.delete' : 'group.restore',
        target_type: 'group',
        target_id: groupId,
      });
    });
    return reload(groupId);
  }

  return {
    async list(actor, query) {
      const filter = {
        teacherId: listedTeacher(actor, query.teacher_id),
        subjectId: query.subject_id,
        deleted: query.deleted,
      };
      const [items, total] = await Promise.all([
        listGroups(db, filter, { limit: query.per_page, offset: pageOffset(query) }),
        countGroups(db, filter),
      ]);
      return toPage(items, total, query);
    },

    async create(actor, body) {
      const fields: FieldError[] = [];
      let teacherId = actor.id;
      if (actor.role_id === ROLE.admin) {
        if (body.teacher_id === undefined) fields.push(fieldError('teacher_id', 'FIELD_REQUIRED'));
        else if (!(await isTeacher(db, body.teacher_id))) fields.push(fieldError('teacher_id', 'NOT_A_TEACHER'));
        else teacherId = body.teacher_id;
      } else if (body.teacher_id !== undefined && body.teacher_id !== actor.id) {
        throw new AppError('FORBIDDEN');
      }
      if (!(await subjectExists(body.subject_id))) fields.push(fieldError('subject_id', 'FIELD_INVALID'));
      if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });

      const id = await database.transaction(async (trx) => {
        await assertTeaches(trx, teacherId, body.subject_id);
        return insertGroup(trx, { title: body.title, subject_id: body.subject_id, teacher_id: teacherId }, now());
      });
      return reload(id);
    },

    async update(actor, groupId, patch) {
      const group = await managedCurrent(actor, groupId);
      const newSubject = patch.subject_id !== group.subject_id ? patch.subject_id : undefined;
      if (newSubject !== undefined && !(await subjectExists(newSubject))) {
        throw invalidField('subject_id', 'FIELD_INVALID');
      }
      await database.transaction(async (trx) => {
        if (newSubject !== undefined) await assertTeaches(trx, group.teacher_id, newSubject);
        if (newSubject !== undefined && !(await changeSubjectOfEmptyGroup(trx, groupId, newSubject, now()))) {
          throw new AppError('GROUP_NOT_EMPTY');
        }
        if (patch.title !== undefined) await updateGroup(trx, groupId, { title: patch.title }, now());
      });
      return reload(groupId);
    },

    remove: (actor, groupId) => setDeleted(actor, groupId, true),
    restore: (actor, groupId) => setDeleted(actor, groupId, false),

    async message(actor, groupId) {
      const group = assertCurrent(await findGroup(db, groupId));
      assertReadsMessage(actor, group, actor.role_id === ROLE.student && (await isMember(db, groupId, actor.id)));
      return readMessage(groupId);
    },

    async writeMessage(actor, groupId, text) {
      await managedCurrent(actor, groupId);
      await setGroupMessage(db, groupId, text === '' ? null : text, now());
      return readMessage(groupId);
    },

    async changeTeacher(actor, groupId, teacherId) {
      const group = assertExists(await findGroup(db, groupId));
      if (!(await isTeacher(db, teacherId))) throw invalidField('teacher_id', 'NOT_A_TEACHER');
      if (group.teacher_id === teacherId) return group;
      await database.transaction(async (trx) => {
        // The new teacher must teach the class's subject, or they would see students they may not teach.
        await assertTeaches(trx, teacherId, group.subject_id, 'teacher_id');
        await updateGroup(trx, groupId, { teacher_id: teacherId }, now());
        await audit.record(trx, {
          user_id: actor.id,
          action: 'group.change_teacher',
          target_type: 'group',
          target_id: groupId,
          meta: { before: { teacher_id: group.teacher_id }, after: { teacher_id: teacherId } },
        });
      });
      return reload(groupId);
    },
  };
}
