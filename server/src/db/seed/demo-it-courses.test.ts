import { itCourseMapSchema, itStudentLessonSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_IT_COURSE_TITLE } from './demo-it-courses.ts';

describeEachDatabase('the demo IT course', (t) => {
  const { logIn } = withDemoData(t);

  it('gives the demo IT student a Python course of two blocks and six lessons, the first two done', async () => {
    const student = await logIn('student@example.com');
    const map = dataOf(await t.api('GET', '/api/it-courses', { token: student.token }), itCourseMapSchema);
    const course = map.courses.find((item) => item.title === DEMO_IT_COURSE_TITLE);
    expect(course?.blocks.map((block) => block.lessons.length)).toEqual([3, 3]);
    const lessons = course?.blocks.flatMap((block) => block.lessons) ?? [];
    expect(lessons.map((lesson) => lesson.type)).toEqual(['text', 'video', 'task', 'text', 'link', 'task']);
    expect(lessons.map((lesson) => lesson.done)).toEqual([true, true, false, false, false, false]);
    expect(map.next_lesson_id).toBe(lessons[2]?.id);
  });

  it('shows the first lesson’s code as a Python block and plays the video lesson from YouTube', async () => {
    const student = await logIn('student@example.com');
    const map = dataOf(await t.api('GET', '/api/it-courses', { token: student.token }), itCourseMapSchema);
    const [first, video] = map.courses[0]?.blocks[0]?.lessons ?? [];
    const lessonOf = async (id: number | undefined) =>
      dataOf(await t.api('GET', `/api/it-lessons/${id}`, { token: student.token }), itStudentLessonSchema);
    expect((await lessonOf(first?.id)).text).toContain('<pre><code class="language-python">print("Привет, мир!")');
    expect((await lessonOf(video?.id)).video_embed_url).toBe('https://www.youtube-nocookie.com/embed/rfscVS0vtbw');
  });

  it('keeps the course from students who do not study IT', async () => {
    const other = await logIn('student2@example.com');
    expect((await t.api('GET', '/api/it-courses', { token: other.token })).status).toBe(403);
  });
});
