import type {
  ItBlock,
  ItBlockCreate,
  ItBlockUpdate,
  ItCourse,
  ItCourseList,
  ItLesson,
  ItLessonContent,
  ItLessonList,
  ItLessonListQuery,
  ItLessonType,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toBlock, toCourse, toLesson, toLessonRow } from './it-courses.mapper.ts';
import {
  courseBlockIds,
  deleteBlock,
  deleteCourse,
  findBlock,
  findCourse,
  insertBlock,
  insertCourse,
  listBlocks,
  listCourses,
  nextBlockNumber,
  nextCourseNumber,
  renumber,
  updateBlockTitle,
  updateCourse,
} from './it-courses.repo.ts';
import { hasVisibleText, sanitizeLessonHtml } from './it-lesson-html.ts';
import {
  blockLessonIds,
  deleteLesson,
  findPlacedLesson,
  insertLesson,
  listPlacedLessons,
  nextLessonNumber,
  updateLesson,
} from './it-lessons.repo.ts';

type CourseContent = { title: string; description: string };

export interface ItCoursesAdminService {
  courses(actor: AuthUser): Promise<ItCourseList>;
  createCourse(actor: AuthUser, body: CourseContent): Promise<ItCourse>;
  updateCourse(actor: AuthUser, id: number, body: CourseContent): Promise<ItCourse>;
  removeCourse(actor: AuthUser, id: number): Promise<{ id: number }>;
  orderCourses(actor: AuthUser, ids: readonly number[]): Promise<ItCourseList>;
  orderBlocks(actor: AuthUser, courseId: number, ids: readonly number[]): Promise<ItCourse>;
  createBlock(actor: AuthUser, body: Required<ItBlockCreate>): Promise<ItBlock>;
  updateBlock(actor: AuthUser, id: number, body: Required<ItBlockUpdate>): Promise<ItBlock>;
  removeBlock(actor: AuthUser, id: number): Promise<{ id: number }>;
  orderLessons(actor: AuthUser, blockId: number, ids: readonly number[]): Promise<ItLessonList>;
  lessons(actor: AuthUser, query: ItLessonListQuery): Promise<ItLessonList>;
  lesson(actor: AuthUser, id: number): Promise<ItLesson>;
  createLesson(actor: AuthUser, body: ItLessonContent): Promise<ItLesson>;
  updateLesson(actor: AuthUser, id: number, body: ItLessonContent): Promise<ItLesson>;
  removeLesson(actor: AuthUser, id: number): Promise<{ id: number }>;
}

/** The same members in any order: a reorder names every sibling once, or it was made from a stale page. */
function assertSameSet(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
    throw invalidField('ids', 'IT_ORDER_MISMATCH');
  }
}

/**
 * Whose courses an authoring service writes: a direction's subject, the lesson types it has, and who may write them
 * beyond what the route's roles already say (the course direction's teachers must teach it).
 */
export interface CourseDirection {
  subjectId: number;
  lessonTypes: readonly ItLessonType[];
  assertAuthor(db: Kysely<DB>, actor: AuthUser): Promise<void>;
}

/** The text sanitised; a text lesson and a task must still say something once it is. */
function cleanLesson(body: ItLessonContent, lessonTypes: readonly ItLessonType[]): ItLessonContent {
  if (!lessonTypes.includes(body.type)) throw invalidField('type', 'FIELD_INVALID');
  const html = sanitizeLessonHtml(body.text);
  const text = hasVisibleText(html) ? html : '';
  if (text === '' && (body.type === 'text' || body.type === 'task')) {
    throw invalidField('text', 'IT_LESSON_TEXT_REQUIRED');
  }
  return { ...body, text };
}

/**
 * Authors write a direction's courses (spec §2 /admin/it-courses, /admin/it-lessons for IT; issue [13] for the course
 * direction): every call checks the author first, and reads and writes that direction's rows only.
 */
export function createItCoursesAdminService(deps: {
  database: Database;
  clock: Clock;
  direction: CourseDirection;
}): ItCoursesAdminService {
  const { database, direction } = deps;
  const { subjectId } = direction;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function courseWithBlocks(database: Kysely<DB>, id: number): Promise<ItCourse> {
    const row = await findCourse(database, subjectId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toCourse(row, await listBlocks(database, subjectId, id));
  }

  async function allCourses(database: Kysely<DB>): Promise<ItCourseList> {
    const [courses, blocks] = await Promise.all([listCourses(database, subjectId), listBlocks(database, subjectId)]);
    return { courses: courses.map((course) => toCourse(course, blocks)) };
  }

  async function placed(database: Kysely<DB>, id: number): Promise<ItLesson> {
    const row = await findPlacedLesson(database, subjectId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toLesson(row);
  }

  async function existingBlock(database: Kysely<DB>, blockId: number): Promise<void> {
    if (!(await findBlock(database, subjectId, blockId))) throw invalidField('block_id', 'FIELD_INVALID');
  }

  /** The author checked, then the work in a write transaction. */
  async function write<T>(actor: AuthUser, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    await direction.assertAuthor(db, actor);
    return database.transaction(work);
  }

  return {
    async courses(actor) {
      await direction.assertAuthor(db, actor);
      return allCourses(db);
    },

    createCourse: (actor, body) =>
      write(actor, async (trx) => {
        const number = await nextCourseNumber(trx, subjectId);
        const row = await insertCourse(trx, { ...body, subject_id: subjectId, number, created_at: now() });
        return toCourse(row, []);
      }),

    updateCourse: (actor, id, body) =>
      write(actor, async (trx) => {
        if (!(await updateCourse(trx, subjectId, id, { ...body, updated_at: now() }))) {
          throw new AppError('NOT_FOUND');
        }
        return courseWithBlocks(trx, id);
      }),

    removeCourse: (actor, id) =>
      write(actor, async (trx) => {
        if (!(await findCourse(trx, subjectId, id))) throw new AppError('NOT_FOUND');
        if ((await courseBlockIds(trx, id)).length > 0) throw new AppError('IT_COURSE_NOT_EMPTY');
        await deleteCourse(trx, id);
        await renumber(
          trx,
          'it_courses',
          (await listCourses(trx, subjectId)).map((course) => course.id),
          now(),
        );
        return { id };
      }),

    orderCourses: (actor, ids) =>
      write(actor, async (trx) => {
        assertSameSet(
          (await listCourses(trx, subjectId)).map((course) => course.id),
          ids,
        );
        await renumber(trx, 'it_courses', ids, now());
        return allCourses(trx);
      }),

    orderBlocks: (actor, courseId, ids) =>
      write(actor, async (trx) => {
        if (!(await findCourse(trx, subjectId, courseId))) throw new AppError('NOT_FOUND');
        assertSameSet(await courseBlockIds(trx, courseId), ids);
        await renumber(trx, 'it_blocks', ids, now());
        return courseWithBlocks(trx, courseId);
      }),

    createBlock: (actor, body) =>
      write(actor, async (trx) => {
        if (!(await findCourse(trx, subjectId, body.course_id))) throw invalidField('course_id', 'FIELD_INVALID');
        const number = await nextBlockNumber(trx, body.course_id);
        return toBlock(await insertBlock(trx, { ...body, number, created_at: now() }));
      }),

    updateBlock: (actor, id, body) =>
      write(actor, async (trx) => {
        if (!(await findBlock(trx, subjectId, id))) throw new AppError('NOT_FOUND');
        await updateBlockTitle(trx, id, body.title, now());
        const row = await findBlock(trx, subjectId, id);
        if (!row) throw new AppError('NOT_FOUND');
        return toBlock(row);
      }),

    removeBlock: (actor, id) =>
      write(actor, async (trx) => {
        const block = await findBlock(trx, subjectId, id);
        if (!block) throw new AppError('NOT_FOUND');
        if (block.lessons_count > 0) throw new AppError('IT_BLOCK_NOT_EMPTY');
        await deleteBlock(trx, id);
        await renumber(trx, 'it_blocks', await courseBlockIds(trx, block.course_id), now());
        return { id };
      }),

    orderLessons: (actor, blockId, ids) =>
      write(actor, async (trx) => {
        if (!(await findBlock(trx, subjectId, blockId))) throw new AppError('NOT_FOUND');
        assertSameSet(await blockLessonIds(trx, blockId), ids);
        await renumber(trx, 'it_lessons', ids, now());
        return { lessons: (await listPlacedLessons(trx, subjectId, { blockId })).map(toLessonRow) };
      }),

    async lessons(actor, query) {
      await direction.assertAuthor(db, actor);
      const rows = await listPlacedLessons(db, subjectId, { courseId: query.course_id, blockId: query.block_id });
      return { lessons: rows.map(toLessonRow) };
    },

    async lesson(actor, id) {
      await direction.assertAuthor(db, actor);
      return placed(db, id);
    },

    async createLesson(actor, body) {
      const values = cleanLesson(body, direction.lessonTypes);
      return write(actor, async (trx) => {
        await existingBlock(trx, values.block_id);
        const number = await nextLessonNumber(trx, values.block_id);
        return placed(trx, await insertLesson(trx, { ...values, number, created_at: now() }));
      });
    },

    async updateLesson(actor, id, body) {
      const values = cleanLesson(body, direction.lessonTypes);
      return write(actor, async (trx) => {
        const before = await findPlacedLesson(trx, subjectId, id);
        if (!before) throw new AppError('NOT_FOUND');
        await existingBlock(trx, values.block_id);
        const moved = before.block_id !== values.block_id;
        // A lesson moved to another block goes to that block's end; the block it left closes the gap.
        const number = moved ? { number: await nextLessonNumber(trx, values.block_id) } : {};
        await updateLesson(trx, id, { ...values, ...number, updated_at: now() });
        if (moved) await renumber(trx, 'it_lessons', await blockLessonIds(trx, before.block_id), now());
        return placed(trx, id);
      });
    },

    removeLesson: (actor, id) =>
      write(actor, async (trx) => {
        const lesson = await findPlacedLesson(trx, subjectId, id);
        if (!lesson) throw new AppError('NOT_FOUND');
        await deleteLesson(trx, id);
        await renumber(trx, 'it_lessons', await blockLessonIds(trx, lesson.block_id), now());
        return { id };
      }),
  };
}
