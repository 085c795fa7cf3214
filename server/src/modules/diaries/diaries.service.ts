import type {
  DiaryEntry,
  diaryEntryCreateSchema,
  diaryEntryUpdateSchema,
  FieldError,
  Group,
  StudentDiariesQuery,
  StudentDiaryEntry,
} from '@umka/contracts';
import { ROLE } from '@umka/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertCurrent, assertManagesGroup } from '../groups/groups.policy.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { parentsPort } from '../parents/parents.port.ts';
import { toEntries, toEntry, toStudentEntry } from './diaries.mapper.ts';
import { assertReadsStudentDiary, assertWritesDiary } from './diaries.policy.ts';
import {
  deleteEntry,
  findEntry,
  insertEntry,
  listGroupEntries,
  listRowsOf,
  listStudentRows,
  membersAmong,
  replaceRows,
  studentIdsOfEntry,
  updateEntry,
} from './diaries.repo.ts';

type EntryCreate = z.output<typeof diaryEntryCreateSchema>;
type EntryUpdate = z.output<typeof diaryEntryUpdateSchema>;

export interface DiariesService {
  /** Every lesson of a current class, newest first, with all its students' rows: for its teacher and admins. */
  listOfGroup(actor: AuthUser, groupId: number): Promise<DiaryEntry[]>;
  /** The student's own rows, newest first; a teacher gets those of their own classes only. */
  listOfStudent(actor: AuthUser, studentId: number, query: StudentDiariesQuery): Promise<StudentDiaryEntry[]>;
  create(actor: AuthUser, body: EntryCreate): Promise<DiaryEntry>;
  /** Replaces the lesson's date, topic and rows. */
  update(actor: AuthUser, entryId: number, body: EntryUpdate): Promise<DiaryEntry>;
  remove(actor: AuthUser, entryId: number): Promise<{ id: number }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createDiariesService(deps: {
  database: Database;
  clock: Clock;
  groups: Pick<GroupsPort, 'findGroup' | 'isInTeacherGroups' | 'isStudent'>;
}): DiariesService {
  const { findGroup, isInTeacherGroups, isStudent } = deps.groups;
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  /**
   * The last lesson day accepted: tomorrow in UTC. A teacher east of UTC is already in "tomorrow" for up to
   * 14 hours of the UTC day, and anything later is a typo rather than a lesson that took place.
   */
  function assertNotFuture(date: string): void {
    const latest = new Date(deps.clock().getTime() + DAY_MS).toISOString().slice(0, 10);
    if (date > latest) throw invalidField('date', 'DIARY_DATE_IN_FUTURE');
  }

  /** Rows only for students of the class; when editing, also for those who have left it since the lesson. */
  async function assertRowsInClass(
    groupId: number,
    studentIds: readonly number[],
    alreadyInEntry: ReadonlySet<number>,
  ): Promise<void> {
    const members = await membersAmong(db, groupId, studentIds);
    const fields: FieldError[] = [];
    studentIds.forEach((studentId, index) => {
      if (!members.has(studentId) && !alreadyInEntry.has(studentId)) {
        fields.push(fieldError(`rows.${index}.student_id`, 'DIARY_STUDENT_NOT_IN_CLASS'));
      }
    });
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }

  async function writableGroup(actor: AuthUser, groupId: number): Promise<Group> {
    const group = assertCurrent(await findGroup(db, groupId));
    assertWritesDiary(actor, group);
    return group;
  }

  /** An entry of a deleted class is kept but out of reach, like the class itself. */
  async function writableEntry(actor: AuthUser, entryId: number) {
    const entry = await findEntry(db, entryId);
    if (!entry) throw new AppError('NOT_FOUND');
    await writableGroup(actor, entry.group_id);
    return entry;
  }

  async function load(entryId: number): Promise<DiaryEntry> {
    const entry = await findEntry(db, entryId);
    if (!entry) throw new AppError('NOT_FOUND');
    return toEntry(entry, await listRowsOf(db, [entryId]));
  }

  /** The unique (class, day) index decides a race between two saves of the same day. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('date', 'DIARY_DATE_TAKEN');
      throw error;
    }
  }

  return {
    async listOfGroup(actor, groupId) {
      const group = assertCurrent(await findGroup(db, groupId));
      assertManagesGroup(actor, group);
      const entries = await listGroupEntries(db, groupId);
      return toEntries(
        entries,
        await listRowsOf(
          db,
          entries.map((entry) => entry.id),
        ),
      );
    },

    async listOfStudent(actor, studentId, query) {
      await assertReadsStudentDiary(
        actor,
        studentId,
        () => isInTeacherGroups(db, actor.id, studentId),
        () => parentsPort.isParentOf(db, actor.id, studentId),
      );
      if (actor.role_id === ROLE.admin && !(await isStudent(db, studentId))) throw new AppError('NOT_FOUND');
      const rows = await listStudentRows(db, studentId, {
        teacherId: actor.role_id === ROLE.teacher ? actor.id : undefined,
        subjectId: query.subject_id,
      });
      return rows.map(toStudentEntry);
    },

    async create(actor, body) {
      await writableGroup(actor, body.group_id);
      assertNotFuture(body.date);
      await assertRowsInClass(
        body.group_id,
        body.rows.map((row) => row.student_id),
        new Set(),
      );
      const entryId = await writing(() =>
        database.transaction(async (trx) => {
          const id = await insertEntry(trx, body.group_id, { date: body.date, topic: body.topic }, now());
          await replaceRows(trx, id, body.rows);
          return id;
        }),
      );
      return load(entryId);
    },

    async update(actor, entryId, body) {
      const entry = await writableEntry(actor, entryId);
      assertNotFuture(body.date);
      await assertRowsInClass(
        entry.group_id,
        body.rows.map((row) => row.student_id),
        await studentIdsOfEntry(db, entryId),
      );
      await writing(() =>
        database.transaction(async (trx) => {
          await updateEntry(trx, entryId, { date: body.date, topic: body.topic }, now());
          await replaceRows(trx, entryId, body.rows);
        }),
      );
      return load(entryId);
    },

    async remove(actor, entryId) {
      await writableEntry(actor, entryId);
      await deleteEntry(db, entryId);
      return { id: entryId };
    },
  };
}
