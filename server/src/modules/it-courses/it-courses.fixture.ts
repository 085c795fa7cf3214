import type { ItLessonType } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/* Test data of IT courses: a course with a block and lessons written straight into the tables. */

let sequence = 0;

export interface BuiltItCourse {
  courseId: number;
  blockId: number;
  /** In the block's order. */
  lessonIds: number[];
}

export async function buildItCourse(
  db: Kysely<DB>,
  lessons: readonly ItLessonType[] = ['text', 'task'],
  /** 8 for an IT course, 11 for one of the course direction. */
  subjectId = 8,
): Promise<BuiltItCourse> {
  const n = ++sequence;
  const at = new Date().toISOString();
  const course = await db
    .insertInto('it_courses')
    .values({
      subject_id: subjectId,
      title: `Курс ${n}`,
      description: '',
      number: 1000 + n,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const block = await db
    .insertInto('it_blocks')
    .values({ course_id: course.id, title: `Блок ${n}`, number: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lessonIds: number[] = [];
  for (const [index, type] of lessons.entries()) {
    const row = await db
      .insertInto('it_lessons')
      .values({
        block_id: block.id,
        type,
        title: `Урок ${n}.${index + 1}`,
        text: '<p>Текст</p>',
        link: type === 'video' ? 'https://youtu.be/dQw4w9WgXcQ' : type === 'link' ? 'https://example.org/' : null,
        number: index + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lessonIds.push(row.id);
  }
  return { courseId: course.id, blockId: block.id, lessonIds };
}
