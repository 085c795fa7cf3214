import type { ItCourse, ItCourseMap, ItLesson, ItStudentLesson } from '@umka/contracts';

/* Test data of the IT course pages: a course map, a lesson to learn and the admin's course and lesson. */

export const COURSE_MAP: ItCourseMap = {
  next_lesson_id: 12,
  courses: [
    {
      id: 1,
      title: 'Python для начинающих',
      description: 'Первые шаги',
      number: 1,
      blocks: [
        {
          id: 10,
          title: 'Знакомство',
          number: 1,
          lessons: [
            { id: 11, type: 'text', title: 'Что такое программа', number: 1, done: true },
            { id: 12, type: 'video', title: 'Видео о Python', number: 2, done: false },
          ],
        },
        {
          id: 20,
          title: 'Переменные',
          number: 2,
          lessons: [{ id: 21, type: 'task', title: 'Сумма двух чисел', number: 1, done: false }],
        },
      ],
    },
  ],
};

export function buildStudentLesson(overrides: Partial<ItStudentLesson> = {}): ItStudentLesson {
  return {
    id: 11,
    type: 'text',
    title: 'Что такое программа',
    text: '<p>Команда печати:</p><pre><code class="language-python">print("Привет")</code></pre>',
    link: null,
    video_embed_url: null,
    number: 1,
    block: { id: 10, title: 'Знакомство', number: 1 },
    course: { id: 1, title: 'Python для начинающих' },
    done: false,
    previous: null,
    next: { id: 12, title: 'Видео о Python' },
    ...overrides,
  };
}

export const ADMIN_COURSES: ItCourse[] = [
  {
    id: 1,
    title: 'Python для начинающих',
    description: '',
    number: 1,
    blocks: [
      { id: 10, course_id: 1, title: 'Знакомство', number: 1, lessons_count: 2 },
      { id: 20, course_id: 1, title: 'Переменные', number: 2, lessons_count: 0 },
    ],
  },
];

export function buildAdminLesson(overrides: Partial<ItLesson> = {}): ItLesson {
  return {
    id: 5,
    type: 'text',
    title: 'Переменные',
    number: 1,
    block_id: 20,
    block_title: 'Переменные',
    block_number: 2,
    course_id: 1,
    course_title: 'Python для начинающих',
    text: '<p>Текст</p>',
    link: null,
    ...overrides,
  };
}
