import type { Kysely } from 'kysely';
import { insertSolution } from '../../modules/it-solutions/it-solutions.repo.ts';
import type { DB } from '../schema.ts';
import { DEMO_IT_COURSE_TITLE } from './demo-it-courses.ts';

/** Миша's answer to «Моя первая программа»: the three lines the task asks for, in Python. */
export const DEMO_SOLUTION_CODE = 'print("Миша")\nprint(9)\nprint("лиса")\n';

/**
 * A solution waiting for the demo teacher (issue [12]): Миша has sent his program for the first task of the demo
 * course, so teacher@example.com finds it in /teacher/it-solutions and Миша sees it "waiting for check" on the lesson.
 * Nothing is accepted, so no IT points are paid here.
 */
export async function insertDemoItSolutions(trx: Kysely<DB>, studentId: number | undefined, now: string) {
  if (studentId === undefined) return;
  const task = await trx
    .selectFrom('it_lessons as l')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .select('l.id')
    .where('c.title', '=', DEMO_IT_COURSE_TITLE)
    .where('l.type', '=', 'task')
    .orderBy('b.number')
    .orderBy('l.number')
    .executeTakeFirst();
  if (!task) return;
  await insertSolution(trx, {
    student_id: studentId,
    lesson_id: task.id,
    text: 'Я вывел имя, возраст и любимое животное — каждое на своей строке.',
    code: DEMO_SOLUTION_CODE,
    link: null,
    file: null,
    file_name: null,
    at: now,
  });
}
