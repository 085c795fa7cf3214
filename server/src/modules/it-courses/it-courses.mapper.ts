import {
  type ItBlock,
  type ItCourse,
  type ItCourseMap,
  type ItLesson,
  type ItLessonRow,
  type ItMapBlock,
  type ItMapCourse,
  itVideoEmbedUrl,
} from '@umka/contracts';
import type { ItBlockRow, ItCourseRow } from './it-courses.repo.ts';
import type { ItLessonPlacedRow, ItMapRow } from './it-lessons.repo.ts';

export function toBlock(row: ItBlockRow): ItBlock {
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    number: row.number,
    lessons_count: row.lessons_count,
  };
}

export function toCourse(row: ItCourseRow, blocks: readonly ItBlockRow[]): ItCourse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    number: row.number,
    blocks: blocks.filter((block) => block.course_id === row.id).map(toBlock),
  };
}

export function toLessonRow(row: ItLessonPlacedRow): ItLessonRow {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    number: row.number,
    block_id: row.block_id,
    block_title: row.block_title,
    block_number: row.block_number,
    course_id: row.course_id,
    course_title: row.course_title,
  };
}

export function toLesson(row: ItLessonPlacedRow): ItLesson {
  return { ...toLessonRow(row), text: row.text, link: row.link };
}

/**
 * Where the student left off: the first lesson not done after the last one they did, so a task still waiting for its
 * check does not hold them back; once everything after it is done, the first lesson still open anywhere.
 */
function whereToContinue(order: readonly { id: number; done: boolean }[]): number | null {
  const lastDone = order.findLastIndex((lesson) => lesson.done);
  const ahead = order.slice(lastDone + 1).find((lesson) => !lesson.done);
  return (ahead ?? order.find((lesson) => !lesson.done))?.id ?? null;
}

/** The flat rows of the map query, grouped into courses, blocks and lessons (already in order). */
export function toCourseMap(rows: readonly ItMapRow[]): ItCourseMap {
  const courses: ItMapCourse[] = [];
  const courseById = new Map<number, ItMapCourse>();
  const blockById = new Map<number, ItMapBlock>();
  // Every lesson in course order, to find where the student left off.
  const order: { id: number; done: boolean }[] = [];
  for (const row of rows) {
    let course = courseById.get(row.course_id);
    if (!course) {
      course = {
        id: row.course_id,
        title: row.course_title,
        description: row.course_description,
        number: row.course_number,
        blocks: [],
      };
      courseById.set(course.id, course);
      courses.push(course);
    }
    if (row.block_id === null || row.block_title === null || row.block_number === null) continue;
    let block = blockById.get(row.block_id);
    if (!block) {
      block = { id: row.block_id, title: row.block_title, number: row.block_number, lessons: [] };
      blockById.set(block.id, block);
      course.blocks.push(block);
    }
    if (row.lesson_id === null || row.lesson_type === null || row.lesson_title === null || row.lesson_number === null) {
      continue;
    }
    const done = row.done_at !== null;
    block.lessons.push({
      id: row.lesson_id,
      type: row.lesson_type,
      title: row.lesson_title,
      number: row.lesson_number,
      done,
    });
    order.push({ id: row.lesson_id, done });
  }
  return { courses, next_lesson_id: whereToContinue(order) };
}

/** A placed lesson as a learner reads it (the IT direction's and the courses' alike), before their own parts. */
export function toLearnerLesson(row: ItLessonPlacedRow, done: boolean) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    link: row.link,
    video_embed_url: row.type === 'video' && row.link ? itVideoEmbedUrl(row.link) : null,
    number: row.number,
    block: { id: row.block_id, title: row.block_title, number: row.block_number },
    course: { id: row.course_id, title: row.course_title },
    done,
  };
}
