import {
  IT_SOLUTION_REVIEWED_EVENT,
  IT_SOLUTIONS_QUEUE_LIMIT,
  type ItSolution,
  type ItSolutionReview,
  type ItSolutionsQuery,
  itSolutionReviewSchema,
  ROLE,
  SUBJECT_IT,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { ItCoursesPort } from '../it-courses/it-courses.port.ts';
import type { ItPointsService } from '../it-points/it-points.service.ts';
import type { ItPointsEntry } from '../it-points/it-points.types.ts';
import type { ItProjectsPort } from '../it-projects/it-projects.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { StudentsPort } from '../students/students.port.ts';
import type { SolutionForm } from './it-solutions.form.ts';
import { contentTypeOf, SOLUTION_FOLDER, toItSolution } from './it-solutions.mapper.ts';
import {
  decideSolution,
  findOwnSolution,
  findSolution,
  type ItSolutionRow,
  insertSolution,
  insertTaskReward,
  listSolutions,
  replaceSolution,
} from './it-solutions.repo.ts';

export interface ItSolutionFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface ItSolutionsService {
  own(actor: AuthUser, lessonId: number): Promise<ItSolution | null>;
  /** `read` parses the multipart form once the caller is known to be an IT student. */
  submit(actor: AuthUser, lessonId: number, read: () => Promise<SolutionForm>): Promise<ItSolution>;
  queue(actor: AuthUser, query: ItSolutionsQuery): Promise<ItSolution[]>;
  get(actor: AuthUser, id: number): Promise<ItSolution>;
  review(actor: AuthUser, id: number, review: ItSolutionReview): Promise<ItSolution>;
  file(actor: AuthUser, id: number): Promise<ItSolutionFile>;
}

const LETTERS = {
  accepted: 'itSolutionAccepted',
  needs_work: 'itSolutionNeedsWork',
  rejected: 'itSolutionRejected',
} as const;

export function createItSolutionsService(deps: {
  database: Database;
  clock: Clock;
  storage: Storage;
  students: Pick<StudentsPort, 'findActiveSubjectOfMain'>;
  courses: Pick<ItCoursesPort, 'findItLesson' | 'markLessonDone'>;
  itTeachers: Pick<ItProjectsPort, 'isInTeacherItClass' | 'teacherItStudents'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  points: Pick<ItPointsService, 'accrueWithin' | 'announce' | 'pointsFor'>;
  realtime: Realtime;
  logger: FastifyBaseLogger;
}): ItSolutionsService {
  const { db } = deps.database;

  /** Solutions are sent by students of the IT subject only (spec §2). */
  async function assertItStudent(actor: AuthUser) {
    if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
    if ((await deps.students.findActiveSubjectOfMain(db, actor.id, SUBJECT_IT)) === null) {
      throw new AppError('SUBJECT_NOT_ALLOWED');
    }
  }

  /** A solution is checked by the student's teacher in an IT class, or an admin. */
  async function mayReview(actor: AuthUser, studentId: number) {
    if (actor.role_id === ROLE.admin) return true;
    return actor.role_id === ROLE.teacher && deps.itTeachers.isInTeacherItClass(db, actor.id, studentId);
  }

  async function reviewable(actor: AuthUser, id: number): Promise<ItSolutionRow> {
    const row = await findSolution(db, id);
    if (!row) throw new AppError('IT_SOLUTION_NOT_FOUND');
    if (!(await mayReview(actor, row.student_id))) throw new AppError('FORBIDDEN');
    return row;
  }

  async function reread(id: number): Promise<ItSolution> {
    const row = await findSolution(db, id);
    if (!row) throw new AppError('IT_SOLUTION_NOT_FOUND');
    return toItSolution(row);
  }

  /** The student's open lesson page refetches; a lost event only delays that (the letter stays). */
  async function tell(row: ItSolutionRow, status: string) {
    await deps.mail.announce(row.student_id);
    await publishTo(deps.realtime, channels.events(row.student_id), 'events', 'new', {
      type: IT_SOLUTION_REVIEWED_EVENT,
      data: { id: row.id, lesson_id: row.lesson_id, status },
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'solution review not announced'));
  }

  return {
    async own(actor, lessonId) {
      await assertItStudent(actor);
      const row = await findOwnSolution(db, actor.id, lessonId);
      return row ? toItSolution(row) : null;
    },

    async submit(actor, lessonId, read) {
      await assertItStudent(actor);
      const lesson = await deps.courses.findItLesson(db, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      if (lesson.type !== 'task') throw new AppError('IT_SOLUTION_NOT_TASK');
      const { body, file } = await read();
      const current = await findOwnSolution(db, actor.id, lessonId);
      if (current?.status === 'accepted') throw new AppError('IT_SOLUTION_ACCEPTED');
      const keep = file === null && body.keep_file === true && current?.file ? current : null;
      // Keeping a file there is not leaves nothing to send.
      if (!body.text && !body.code && !body.link && !file && !keep) throw invalidField('text', 'IT_SOLUTION_EMPTY');
      const stored = file ? await deps.storage.write(SOLUTION_FOLDER, file.extension, file.bytes) : null;
      const content = {
        text: body.text ?? null,
        code: body.code ?? null,
        link: body.link ?? null,
        file: stored ?? keep?.file ?? null,
        file_name: stored ? (file?.name ?? null) : (keep?.file_name ?? null),
      };
      const at = deps.clock().toISOString();
      let id: number;
      try {
        id = await deps.database.transaction(async (trx) => {
          const inserted = await insertSolution(trx, { ...content, student_id: actor.id, lesson_id: lessonId, at });
          if (inserted !== null) return inserted;
          const existing = await findOwnSolution(trx, actor.id, lessonId);
          if (!existing || !(await replaceSolution(trx, existing.id, content, at))) {
            throw new AppError('IT_SOLUTION_ACCEPTED');
          }
          return existing.id;
        });
      } catch (error) {
        if (stored) await deps.storage.remove(SOLUTION_FOLDER, stored);
        throw error;
      }
      // The replaced attempt's file is nobody's now.
      if (current?.file && current.file !== content.file) await deps.storage.remove(SOLUTION_FOLDER, current.file);
      return reread(id);
    },

    async queue(actor, query) {
      if (actor.role_id !== ROLE.admin && actor.role_id !== ROLE.teacher) throw new AppError('FORBIDDEN');
      const studentIds = actor.role_id === ROLE.admin ? undefined : deps.itTeachers.teacherItStudents(db, actor.id);
      const rows = await listSolutions(db, { studentIds, status: query.status }, IT_SOLUTIONS_QUEUE_LIMIT);
      return rows.map(toItSolution);
    },

    async get(actor, id) {
      return toItSolution(await reviewable(actor, id));
    },

    async review(actor, id, input) {
      const review = itSolutionReviewSchema.parse(input);
      const row = await reviewable(actor, id);
      if (row.status !== 'submitted') throw new AppError('IT_SOLUTION_ALREADY_REVIEWED');
      const at = deps.clock().toISOString();
      const reward = await deps.database.transaction(async (trx) => {
        const decided = await decideSolution(
          trx,
          { id, attempt: row.attempt },
          { status: review.status, comment: review.comment || null, reviewedBy: actor.id, at },
        );
        if (!decided) throw new AppError('IT_SOLUTION_ALREADY_REVIEWED');
        await deps.mail.deliverWithin(trx, {
          userId: row.student_id,
          subjectId: await deps.students.findActiveSubjectOfMain(trx, row.student_id, SUBJECT_IT),
          code: LETTERS[review.status],
          params: { title: row.lesson_title },
          sender: { kind: 'author', authorId: actor.id },
        });
        if (review.status !== 'accepted') return null;
        // An accepted task counts as done (it-courses never lets the student mark it) and pays once ever.
        await deps.courses.markLessonDone(trx, row.student_id, row.lesson_id, at);
        if (!(await insertTaskReward(trx, row.student_id, row.lesson_id, at))) return null;
        const points = await deps.points.pointsFor(trx, 'task_accepted');
        if (points === 0) return null;
        const entry: ItPointsEntry = {
          studentId: row.student_id,
          delta: points,
          reason: 'task_accepted',
          refType: 'it_lesson',
          refId: row.lesson_id,
        };
        return { entry, balance: await deps.points.accrueWithin(trx, entry) };
      });
      if (reward) await deps.points.announce(reward.entry, reward.balance);
      await tell(row, review.status);
      return reread(id);
    },

    async file(actor, id) {
      const row = await findSolution(db, id);
      if (!row) throw new AppError('IT_SOLUTION_NOT_FOUND');
      const mine = actor.role_id === ROLE.student && row.student_id === actor.id;
      if (!mine && !(await mayReview(actor, row.student_id))) throw new AppError('FORBIDDEN');
      const bytes = row.file ? await deps.storage.read(SOLUTION_FOLDER, row.file) : null;
      if (!row.file || !bytes) throw new AppError('NOT_FOUND');
      return { name: row.file_name ?? row.file, contentType: contentTypeOf(row.file), bytes };
    },
  };
}
