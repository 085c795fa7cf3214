import { itCourseMapSchema, itSolutionSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_IT_COURSE_TITLE } from './demo-it-courses.ts';
import { DEMO_SOLUTION_CODE } from './demo-it-solutions.ts';

describeEachDatabase('the demo IT task solution', (t) => {
  const { logIn } = withDemoData(t);

  it("shows Миша's Python solution of the first task waiting, and the demo teacher has it in the queue", async () => {
    const misha = await logIn('student@example.com');
    const map = dataOf(await t.api('GET', '/api/it-courses', { token: misha.token }), itCourseMapSchema);
    const course = map.courses.find((item) => item.title === DEMO_IT_COURSE_TITLE);
    const task = course?.blocks.flatMap((block) => block.lessons).find((lesson) => lesson.type === 'task');
    const own = await t.api('GET', `/api/it-lessons/${task?.id}/solution`, { token: misha.token });
    expect(dataOf(own, itSolutionSchema)).toMatchObject({ status: 'submitted', code: DEMO_SOLUTION_CODE, attempt: 1 });

    const teacher = await logIn('teacher@example.com');
    const queue = dataOf(
      await t.api('GET', '/api/it-solutions?status=submitted', { token: teacher.token }),
      z.array(itSolutionSchema),
    );
    expect(queue.map((solution) => [solution.student.id, solution.lesson.id])).toContainEqual([misha.id, task?.id]);
  });
});
