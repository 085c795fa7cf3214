import { COURSE_HOMEWORK_DAYS, type HomeworkItemInput, type StudentHomework } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HomeworkVideoSigner, LibraryHomeworkReader } from '../library/library-homework.ts';
import type { HomeworkItems } from './homework.items.ts';
import { progressKey, progressOf } from './homework.progress.ts';
import { readHomework } from './homework.reader.ts';
import { findHomework, insertHomework } from './homework.repo.ts';

/** A course lesson's homework as its author wrote it, to be given to a class (issue [13]). */
export interface CourseLessonHomeworkDraft {
  groupId: number;
  lessonId: number;
  title: string;
  description: string | null;
  items: readonly HomeworkItemInput[];
}

export interface HomeworkCourseCopies {
  /**
   * The class's copy of the lesson's homework: made on the first call, an ordinary published homework of the class
   * from then on (played, answered and reviewed as any other); later calls, and a call racing the first, get the same.
   */
  ensureCopy(draft: CourseLessonHomeworkDraft): Promise<number>;
  /** The copy's id, if the class has started the lesson's homework. */
  findCopy(db: Kysely<DB>, groupId: number, lessonId: number): Promise<number | undefined>;
  /** One copy as its student sees it, with their progress (as on the homework page). */
  forStudent(homeworkId: number, studentId: number): Promise<StudentHomework>;
}

/** One homework as its student sees it, with their progress (as on the homework page). */
export async function studentHomeworkView(
  database: Database,
  homeworkId: number,
  studentId: number,
  signVideo: HomeworkVideoSigner,
): Promise<StudentHomework> {
  const row = await findHomework(database.db, homeworkId);
  const [homework] = row ? await readHomework(database, [row], signVideo) : [];
  if (!homework) throw new AppError('NOT_FOUND');
  const table = await progressOf(database, [homework], [studentId]);
  const progress = homework.items.flatMap((item) => table.get(progressKey(studentId, item.id)) ?? []);
  return { ...homework, progress, complete: progress.every((item) => item.complete) };
}

export function createHomeworkCourseCopies(deps: {
  database: Database;
  items: Pick<HomeworkItems, 'write'>;
  clock: Clock;
  library: Pick<LibraryHomeworkReader, 'videoSigner'>;
}): HomeworkCourseCopies {
  const { database } = deps;
  const { db } = database;

  async function findCopy(connection: Kysely<DB>, groupId: number, lessonId: number): Promise<number | undefined> {
    const row = await connection
      .selectFrom('homework')
      .select('id')
      .where('group_id', '=', groupId)
      .where('course_lesson_id', '=', lessonId)
      .executeTakeFirst();
    return row?.id;
  }

  async function insertCopy(draft: CourseLessonHomeworkDraft): Promise<number> {
    return database.transaction(async (trx) => {
      const existing = await findCopy(trx, draft.groupId, draft.lessonId);
      if (existing !== undefined) return existing;
      const now = deps.clock();
      const due = new Date(now.getTime() + COURSE_HOMEWORK_DAYS * 86_400_000);
      const id = await insertHomework(trx, {
        group_id: draft.groupId,
        course_lesson_id: draft.lessonId,
        title: draft.title,
        description: draft.description,
        given_on: now.toISOString().slice(0, 10),
        due_on: due.toISOString().slice(0, 10),
        published: true,
        template_title: null,
        created_at: now.toISOString(),
      });
      await deps.items.write(trx, id, draft.items, []);
      return id;
    });
  }

  return {
    findCopy,

    async ensureCopy(draft) {
      try {
        return await insertCopy(draft);
      } catch (error) {
        // Two students of the class starting at the same moment on PostgreSQL: the other one's copy stands.
        if (!isUniqueViolation(error)) throw error;
        const id = await findCopy(db, draft.groupId, draft.lessonId);
        if (id === undefined) throw error;
        return id;
      }
    },

    forStudent: (homeworkId, studentId) =>
      studentHomeworkView(database, homeworkId, studentId, deps.library.videoSigner(studentId)),
  };
}
