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
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
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
  courses(): Promise<ItCourseList>;
  createCourse(body: CourseContent): Promise<ItCourse>;
  updateCourse(id: number, body: CourseContent): Promise<ItCourse>;
  removeCourse(id: number): Promise<{ id: number }>;
  orderCourses(ids: readonly number[]): Promise<ItCourseList>;
  orderBlocks(courseId: number, ids: readonly number[]): Promise<ItCourse>;
  createBlock(body: Required<ItBlockCreate>): Promise<ItBlock>;
  updateBlock(id: number, body: Required<ItBlockUpdate>): Promise<ItBlock>;
  removeBlock(id: number): Promise<{ id: number }>;
  orderLessons(blockId: number, ids: readonly number[]): Promise<ItLessonList>;
  lessons(query: ItLessonListQuery): Promise<ItLessonList>;
  lesson(id: number): Promise<ItLesson>;
  createLesson(body: ItLessonContent): Promise<ItLesson>;
  updateLesson(id: number, body: ItLessonContent): Promise<ItLesson>;
  removeLesson(id: number): Promise<{ id: number }>;
}

/** The same members in any order: a reorder names every sibling once, or it was made from a stale page. */
function assertSameSet(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
    throw invalidField('ids', 'IT_ORDER_MISMATCH');
  }
}

/** The text sanitised; a text lesson and a task must still say something once it is. */
function cleanLesson(body: ItLessonContent): ItLessonContent {
  const html = sanitizeLessonHtml(body.text);
  const text = hasVisibleText(html) ? html : '';
  if (text === '' && (body.type === 'text' || body.type === 'task')) {
    throw invalidField('text', 'IT_LESSON_TEXT_REQUIRED');
  }
  return { ...body, text };
}

/** Admins write the IT courses (spec §2 /admin/it-courses, /admin/it-lessons): every call here is theirs alone. */
export function createItCoursesAdminService(deps: { database: Database; clock: Clock }): ItCoursesAdminService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function courseWithBlocks(database: Kysely<DB>, id: number): Promise<ItCourse> {
    const row = await findCourse(database, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toCourse(row, await listBlocks(database, id));
  }

  async function allCourses(database: Kysely<DB>): Promise<ItCourseList> {
    const [courses, blocks] = await Promise.all([listCourses(database), listBlocks(database)]);
    return { courses: courses.map((course) => toCourse(course, blocks)) };
  }

  async function placed(database: Kysely<DB>, id: number): Promise<ItLesson> {
    const row = await findPlacedLesson(database, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toLesson(row);
  }

  async function existingBlock(database: Kysely<DB>, blockId: number): Promise<void> {
    if (!(await findBlock(database, blockId))) throw invalidField('block_id', 'FIELD_INVALID');
  }

  return {
    courses: () => allCourses(db),

    createCourse: (body) =>
      database.transaction(async (trx) => {
        const row = await insertCourse(trx, { ...body, number: await nextCourseNumber(trx), created_at: now() });
        return toCourse(row, []);
      }),

    updateCourse: (id, body) =>
      database.transaction(async (trx) => {
        if (!(await updateCourse(trx, id, { ...body, updated_at: now() }))) throw new AppError('NOT_FOUND');
        return courseWithBlocks(trx, id);
      }),

    removeCourse: (id) =>
      database.transaction(async (trx) => {
        if (!(await findCourse(trx, id))) throw new AppError('NOT_FOUND');
        if ((await courseBlockIds(trx, id)).length > 0) throw new AppError('IT_COURSE_NOT_EMPTY');
        await deleteCourse(trx, id);
        await renumber(
          trx,
          'it_courses',
          (await listCourses(trx)).map((course) => course.id),
          now(),
        );
        return { id };
      }),

    orderCourses: (ids) =>
      database.transaction(async (trx) => {
        assertSameSet(
          (await listCourses(trx)).map((course) => course.id),
          ids,
        );
        await renumber(trx, 'it_courses', ids, now());
        return allCourses(trx);
      }),

    orderBlocks: (courseId, ids) =>
      database.transaction(async (trx) => {
        if (!(await findCourse(trx, courseId))) throw new AppError('NOT_FOUND');
        assertSameSet(await courseBlockIds(trx, courseId), ids);
        await renumber(trx, 'it_blocks', ids, now());
        return courseWithBlocks(trx, courseId);
      }),

    createBlock: (body) =>
      database.transaction(async (trx) => {
        if (!(await findCourse(trx, body.course_id))) throw invalidField('course_id', 'FIELD_INVALID');
        const number = await nextBlockNumber(trx, body.course_id);
        return toBlock(await insertBlock(trx, { ...body, number, created_at: now() }));
      }),

    updateBlock: (id, body) =>
      database.transaction(async (trx) => {
        if (!(await updateBlockTitle(trx, id, body.title, now()))) throw new AppError('NOT_FOUND');
        const row = await findBlock(trx, id);
        if (!row) throw new AppError('NOT_FOUND');
        return toBlock(row);
      }),

    removeBlock: (id) =>
      database.transaction(async (trx) => {
        const block = await findBlock(trx, id);
        if (!block) throw new AppError('NOT_FOUND');
        if (block.lessons_count > 0) throw new AppError('IT_BLOCK_NOT_EMPTY');
        await deleteBlock(trx, id);
        await renumber(trx, 'it_blocks', await courseBlockIds(trx, block.course_id), now());
        return { id };
      }),

    orderLessons: (blockId, ids) =>
      database.transaction(async (trx) => {
        if (!(await findBlock(trx, blockId))) throw new AppError('NOT_FOUND');
        assertSameSet(await blockLessonIds(trx, blockId), ids);
        await renumber(trx, 'it_lessons', ids, now());
        return { lessons: (await listPlacedLessons(trx, { blockId })).map(toLessonRow) };
      }),

    async lessons(query) {
      const rows = await listPlacedLessons(db, { courseId: query.course_id, blockId: query.block_id });
      return { lessons: rows.map(toLessonRow) };
    },

    lesson: (id) => placed(db, id),

    async createLesson(body) {
      const values = cleanLesson(body);
      return database.transaction(async (trx) => {
        await existingBlock(trx, values.block_id);
        const number = await nextLessonNumber(trx, values.block_id);
        return placed(trx, await insertLesson(trx, { ...values, number, created_at: now() }));
      });
    },

    async updateLesson(id, body) {
      const values = cleanLesson(body);
      return database.transaction(async (trx) => {
        const before = await findPlacedLesson(trx, id);
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

    removeLesson: (id) =>
      database.transaction(async (trx) => {
        const lesson = await findPlacedLesson(trx, id);
        if (!lesson) throw new AppError('NOT_FOUND');
        await deleteLesson(trx, id);
        await renumber(trx, 'it_lessons', await blockLessonIds(trx, lesson.block_id), now());
        return { id };
      }),
  };
}
