import { type CourseLessonHomework, type CourseLessonHomeworkContent, SUBJECT_COURSES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { HomeworkItems } from '../homework/homework.items.ts';
import type { HomeworkPort } from '../homework/homework.port.ts';
import type { ItCoursesPort } from '../it-courses/it-courses.port.ts';
import { deleteLessonHomework, findLessonHomework, saveLessonHomework } from './course-lesson-homework.repo.ts';
import { assertCourseAuthor } from './courses.policy.ts';

export interface CourseLessonHomeworkService {
  get(actor: AuthUser, lessonId: number): Promise<CourseLessonHomework>;
  save(actor: AuthUser, lessonId: number, body: CourseLessonHomeworkContent): Promise<CourseLessonHomework>;
  remove(actor: AuthUser, lessonId: number): Promise<CourseLessonHomework>;
}

/**
 * A course lesson's homework as its author writes it (issue [13]): the items are checked as a class homework's are,
 * against the subject's trainers and the author's own files, and kept whole until a class starts them.
 */
export function createCourseLessonHomeworkService(deps: {
  database: Database;
  clock: Clock;
  items: Pick<HomeworkItems, 'validate'>;
  homework: Pick<HomeworkPort, 'describeItems' | 'parseStoredItems' | 'storedItems'>;
  fileRows: Pick<FilesPort, 'filesByIds'>;
  courses: Pick<ItCoursesPort, 'findPlacedLesson'>;
}): CourseLessonHomeworkService {
  const { database } = deps;
  const { db, dialect } = database;

  async function existingLesson(connection: Kysely<DB>, actor: AuthUser, lessonId: number): Promise<void> {
    await assertCourseAuthor(connection, actor);
    if (!(await deps.courses.findPlacedLesson(connection, SUBJECT_COURSES, lessonId))) throw new AppError('NOT_FOUND');
  }

  async function read(lessonId: number): Promise<CourseLessonHomework> {
    const row = await findLessonHomework(db, lessonId);
    if (!row) return { lesson_id: lessonId, homework: null };
    const [items = []] = await deps.homework.describeItems(db, deps.fileRows, [
      deps.homework.parseStoredItems(dialect, row.items),
    ]);
    return { lesson_id: lessonId, homework: { description: row.description, items } };
  }

  return {
    async get(actor, lessonId) {
      await existingLesson(db, actor, lessonId);
      return read(lessonId);
    },

    async save(actor, lessonId, body) {
      await existingLesson(db, actor, lessonId);
      await deps.items.validate(actor, SUBJECT_COURSES, body.items);
      await database.transaction(async (trx) => {
        // The lesson may have been deleted while the items were checked.
        await existingLesson(trx, actor, lessonId);
        await saveLessonHomework(trx, {
          lesson_id: lessonId,
          description: body.description ?? null,
          items: deps.homework.storedItems(body.items),
          at: deps.clock().toISOString(),
        });
      });
      return read(lessonId);
    },

    async remove(actor, lessonId) {
      await existingLesson(db, actor, lessonId);
      await deleteLessonHomework(db, lessonId);
      return { lesson_id: lessonId, homework: null };
    },
  };
}
