import {
  courseLessonSchema,
  courseListSchema,
  courseMapSchema,
  groupSchema,
  homeworkAnswerSchema,
  homeworkSchema,
  paginated,
  SUBJECT_COURSES,
} from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { type DemoSession, withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_CURRENT_COURSE_TITLE, DEMO_FINISHED_COURSE_TITLE } from './demo-courses.ts';

describeEachDatabase('the demo student of the courses', (t) => {
  const demo = withDemoData(t);
  const get = async <T extends z.ZodType>(who: DemoSession, url: string, schema: T) =>
    dataOf(await t.api('GET', url, { token: who.token }), schema);

  it('shows Соня a finished course with its certificate and one in progress that continues at its second lesson', async () => {
    const sonya = await demo.logIn('student10@example.com');
    const { courses } = await get(sonya, '/api/courses', courseListSchema);
    expect(courses.map((course) => [course.title, course.lessons_done, course.lessons_total])).toEqual([
      [DEMO_FINISHED_COURSE_TITLE, 3, 3],
      [DEMO_CURRENT_COURSE_TITLE, 1, 5],
    ]);
    expect(courses[0]?.certificate).toMatchObject({ title: DEMO_FINISHED_COURSE_TITLE });
    expect(courses[1]?.certificate).toBeNull();

    const current = await get(sonya, `/api/courses/${courses[1]?.id}`, courseMapSchema);
    expect(current.blocks.map((block) => [block.title, block.lessons_done, block.lessons_total])).toEqual([
      ['Наблюдаем', 1, 2],
      ['Опыты дома', 0, 3],
    ]);
    expect(current.next_lesson?.title).toBe('Тренируем внимательный взгляд');
    const tables = await get(sonya, `/api/courses/lessons/${current.next_lesson?.id}`, courseLessonSchema);
    expect(tables.homework?.started).toMatchObject({
      complete: false,
      progress: [{ rounds_done: 0, target_rounds: 2 }],
    });
  });

  it('gives the demo teacher Соня’s class of the courses, with her task answer waiting for review', async () => {
    const teacher = await demo.logIn('teacher@example.com');
    const sonya = await demo.logIn('student10@example.com');
    const classes = await get(teacher, '/api/groups', paginated(groupSchema));
    const group = classes.items.find((entry) => entry.subject_id === SUBJECT_COURSES);
    expect(group?.title).toBe('Юные исследователи');
    const homework = await get(teacher, `/api/homework?group_id=${group?.id}`, z.array(homeworkSchema));
    const experiment = homework.find((entry) => entry.title.endsWith('Мой первый опыт'));
    const item = experiment?.items[0];
    const answers = await get(
      teacher,
      `/api/homework/${experiment?.id}/tasks/${item?.id}/answers?student_id=${sonya.id}`,
      z.array(homeworkAnswerSchema),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['submitted']);
  });
});
