import {
  type Homework,
  type HomeworkCreate,
  type HomeworkItemInput,
  type HomeworkProgress,
  type HomeworkUpdate,
  isSubjectAllowed,
  ROLE,
  type StudentHomework,
  type StudentHomeworkList,
  type StudentHomeworkQuery,
  type TrainerSession,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LibraryHomeworkReader } from '../library/library-homework.ts';
import { parentsPort } from '../parents/parents.port.ts';
import type { TrainersService } from '../trainers/trainers.service.ts';
import type { HomeworkItems } from './homework.items.ts';
import {
  assertCurrentClass,
  assertDoesHomework,
  assertManagesClass,
  assertReadsHomework,
  managesClass,
  studentHomeworkScope,
} from './homework.policy.ts';
import { progressKey, progressOf } from './homework.progress.ts';
import { readHomework } from './homework.reader.ts';
import {
  classStudents,
  deleteHomework,
  findClass,
  findHomework,
  findItem,
  type HomeworkRow,
  insertHomework,
  isClassMember,
  listClassHomework,
  listStudentHomework,
  teachesStudentIn,
  updateHomework,
} from './homework.repo.ts';

/** What a new homework is made of, written from scratch or copied from a template. */
export interface HomeworkDraft {
  group_id: number;
  title: string;
  description: string | null;
  given_on: string;
  due_on: string;
  published: boolean;
  items: HomeworkItemInput[];
  /** The template it is made from (spec §3 "template title"). */
  template_title?: string;
}

export interface HomeworkService {
  listOfClass(actor: AuthUser, groupId: number): Promise<Homework[]>;
  get(actor: AuthUser, homeworkId: number): Promise<Homework>;
  create(actor: AuthUser, draft: HomeworkCreate | HomeworkDraft): Promise<Homework>;
  update(actor: AuthUser, homeworkId: number, body: HomeworkUpdate): Promise<Homework>;
  remove(actor: AuthUser, homeworkId: number): Promise<void>;
  progress(actor: AuthUser, homeworkId: number): Promise<HomeworkProgress>;
  ofStudent(actor: AuthUser, studentId: number, query: StudentHomeworkQuery): Promise<StudentHomeworkList>;
  startTrainer(actor: AuthUser, homeworkId: number, itemId: number): Promise<TrainerSession>;
}

export function createHomeworkService(deps: {
  database: Database;
  items: HomeworkItems;
  trainers: Pick<TrainersService, 'startHomeworkSession'>;
  clock: Clock;
  /** Material items' uploaded videos play from addresses signed for the reader. */
  library: Pick<LibraryHomeworkReader, 'videoSigner'>;
}): HomeworkService {
  const { database } = deps;
  const { db } = database;

  async function loadRow(homeworkId: number): Promise<HomeworkRow> {
    const row = await findHomework(db, homeworkId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function read(actor: AuthUser, row: HomeworkRow): Promise<Homework> {
    const [homework] = await readHomework(database, [row], deps.library.videoSigner(actor.id));
    if (!homework) throw new AppError('NOT_FOUND');
    return homework;
  }

  async function managedRow(actor: AuthUser, homeworkId: number): Promise<HomeworkRow> {
    const row = await loadRow(homeworkId);
    assertManagesClass(actor, row.teacher_id);
    return row;
  }

  function today(): string {
    return deps.clock().toISOString().slice(0, 10);
  }

  return {
    async listOfClass(actor, groupId) {
      const cls = assertCurrentClass(await findClass(db, groupId));
      const manages = managesClass(actor, cls.teacher_id);
      if (!manages) {
        const isMember = await isClassMember(db, groupId, actor.id);
        assertReadsHomework(actor, { teacher_id: cls.teacher_id, published: true }, isMember);
      }
      return readHomework(database, await listClassHomework(db, groupId, !manages), deps.library.videoSigner(actor.id));
    },

    async get(actor, homeworkId) {
      const row = await loadRow(homeworkId);
      assertReadsHomework(actor, row, await isClassMember(db, row.group_id, actor.id));
      return read(actor, row);
    },

    async create(actor, draft) {
      const cls = assertCurrentClass(await findClass(db, draft.group_id));
      assertManagesClass(actor, cls.teacher_id);
      // A class of a subject without homework pages could be given homework no student can open.
      if (!isSubjectAllowed('homework', cls.subject_main_id)) throw new AppError('HOMEWORK_NOT_FOR_SUBJECT');
      await deps.items.validate(actor, cls.subject_id, draft.items);
      const now = deps.clock().toISOString();
      const homeworkId = await database.transaction(async (trx) => {
        const id = await insertHomework(trx, {
          group_id: cls.id,
          title: draft.title,
          description: draft.description ?? null,
          given_on: draft.given_on,
          due_on: draft.due_on,
          published: draft.published,
          template_title: 'template_title' in draft ? (draft.template_title ?? null) : null,
          created_at: now,
        });
        await deps.items.write(trx, id, draft.items, []);
        return id;
      });
      return read(actor, await loadRow(homeworkId));
    },

    async update(actor, homeworkId, body) {
      const row = await managedRow(actor, homeworkId);
      await deps.items.validate(actor, row.subject_id, body.items);
      const existing = (await read(actor, row)).items.map((item) => item.id);
      await database.transaction(async (trx) => {
        await updateHomework(trx, row.id, {
          title: body.title,
          description: body.description ?? null,
          given_on: body.given_on,
          due_on: body.due_on,
          published: body.published,
          updated_at: deps.clock().toISOString(),
        });
        await deps.items.write(trx, row.id, body.items, existing);
      });
      return read(actor, await loadRow(row.id));
    },

    async remove(actor, homeworkId) {
      const row = await managedRow(actor, homeworkId);
      await deleteHomework(db, row.id);
    },

    async progress(actor, homeworkId) {
      const homework = await read(actor, await managedRow(actor, homeworkId));
      const students = await classStudents(db, homework.group_id);
      const table = await progressOf(
        database,
        [homework],
        students.map((student) => student.id),
      );
      return {
        homework_id: homework.id,
        students: students.map((student) => {
          const items = homework.items.flatMap((item) => table.get(progressKey(student.id, item.id)) ?? []);
          return {
            student_id: student.id,
            name: `${student.first_name} ${student.last_name}`.trim(),
            items,
            complete: items.every((item) => item.complete),
          };
        }),
      };
    },

    async ofStudent(actor, studentId, query) {
      const teachesStudent = actor.role_id === ROLE.teacher && (await teachesStudentIn(db, actor.id, studentId));
      const followsStudent = actor.role_id === ROLE.parent && (await parentsPort.isParentOf(db, actor.id, studentId));
      const scope = studentHomeworkScope(actor, studentId, teachesStudent, followsStudent);
      const rows = await listStudentHomework(db, studentId, {
        subjectId: query.subject_id,
        teacherId: scope.teacherId,
        // The student's own list (and their parents') holds only what their homework pages can open; staff see all.
        openableOnly: actor.id === studentId || followsStudent,
      });
      const homework = await readHomework(database, rows, deps.library.videoSigner(actor.id));
      const table = await progressOf(database, homework, [studentId]);
      const withProgress = homework.map((entry): StudentHomework => {
        const progress = entry.items.flatMap((item) => table.get(progressKey(studentId, item.id)) ?? []);
        return { ...entry, progress, complete: progress.every((item) => item.complete) };
      });
      const day = today();
      return {
        current: withProgress.filter((entry) => entry.due_on >= day),
        past: withProgress.filter((entry) => entry.due_on < day).reverse(),
      };
    },

    async startTrainer(actor, homeworkId, itemId) {
      const row = await loadRow(homeworkId);
      assertDoesHomework(actor, row, await isClassMember(db, row.group_id, actor.id));
      const item = await findItem(db, row.id, itemId);
      if (item?.type !== 'trainer' || item.trainer_id === null) throw new AppError('NOT_FOUND');
      const settings = readJson(database.dialect, item.settings);
      return deps.trainers.startHomeworkSession(actor, {
        trainerId: item.trainer_id,
        subjectId: row.subject_id,
        settings: settings ?? undefined,
        homeworkItemId: item.id,
      });
    },
  };
}
