import type { CourseCard, CourseCertificateRef, CourseMap, CourseMapBlock, CourseMapLesson } from '@umka/contracts';
import type { ItMapRow } from '../it-courses/it-courses.port.ts';

interface CourseTree {
  card: Omit<CourseCard, 'lessons_total' | 'lessons_done' | 'blocks_total' | 'certificate'>;
  blocks: CourseMapBlock[];
}

const progressOf = (lessons: readonly CourseMapLesson[]) => ({
  lessons_total: lessons.length,
  lessons_done: lessons.filter((lesson) => lesson.done).length,
});

/** The map's flat rows (course × block × lesson, in order) as courses of blocks of lessons. */
export function toCourseTrees(rows: readonly ItMapRow[], withHomework: ReadonlySet<number>): CourseTree[] {
  const courses = new Map<number, CourseTree>();
  for (const row of rows) {
    let course = courses.get(row.course_id);
    if (!course) {
      course = {
        card: {
          id: row.course_id,
          title: row.course_title,
          description: row.course_description,
          number: row.course_number,
        },
        blocks: [],
      };
      courses.set(row.course_id, course);
    }
    if (row.block_id === null) continue;
    let block = course.blocks.find((entry) => entry.id === row.block_id);
    if (!block) {
      block = {
        id: row.block_id,
        title: row.block_title ?? '',
        number: row.block_number ?? 0,
        lessons: [],
        lessons_total: 0,
        lessons_done: 0,
      };
      course.blocks.push(block);
    }
    if (row.lesson_id === null || row.lesson_type === null) continue;
    block.lessons.push({
      id: row.lesson_id,
      type: row.lesson_type,
      title: row.lesson_title ?? '',
      number: row.lesson_number ?? 0,
      has_homework: withHomework.has(row.lesson_id),
      done: row.done_at !== null,
    });
  }
  for (const course of courses.values()) {
    for (const block of course.blocks) Object.assign(block, progressOf(block.lessons));
  }
  return [...courses.values()];
}

export function toCourseCard(tree: CourseTree, certificate: CourseCertificateRef | null): CourseCard {
  return {
    ...tree.card,
    blocks_total: tree.blocks.length,
    ...progressOf(tree.blocks.flatMap((block) => block.lessons)),
    certificate,
  };
}

export function toCourseMap(tree: CourseTree, certificate: CourseCertificateRef | null): CourseMap {
  const next = tree.blocks.flatMap((block) =>
    block.lessons
      .filter((lesson) => !lesson.done)
      .map((lesson) => ({ id: lesson.id, block_id: block.id, title: lesson.title })),
  )[0];
  return { ...toCourseCard(tree, certificate), blocks: tree.blocks, next_lesson: next ?? null };
}
