import type { CourseCard, CourseLesson, CourseLessonDone, CourseList, CourseMap } from '@umka/contracts';
import {
  buildAnswer,
  buildStudentHomework,
  taskProgress,
  trainerProgress,
} from '../homework/studentHomework.fixtures.ts';

/* Test data of the course pages (subject 11): the cards, a course's map and a lesson with or without homework. */

export const CERTIFICATE = { id: 900, title: 'Английский для малышей', issued_on: '2026-11-30' };

export function buildCourseCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    id: 1,
    title: 'Мир вокруг нас',
    description: 'Узнаём, как устроена природа',
    number: 1,
    blocks_total: 2,
    lessons_total: 8,
    lessons_done: 3,
    certificate: null,
    ...overrides,
  };
}

export const COURSE_LIST: CourseList = {
  courses: [
    buildCourseCard(),
    buildCourseCard({
      id: 2,
      title: 'Английский для малышей',
      description: 'Первые слова',
      number: 2,
      lessons_total: 4,
      lessons_done: 4,
      certificate: CERTIFICATE,
    }),
    buildCourseCard({ id: 3, title: 'Рисуем вместе', description: '', number: 3, lessons_total: 5, lessons_done: 0 }),
  ],
};

/** Course 1: block 10 (a text lesson done, a video not yet) and block 20 (a link lesson with homework). */
export function buildCourseMap(overrides: Partial<CourseMap> = {}): CourseMap {
  return {
    ...buildCourseCard({ lessons_total: 3, lessons_done: 1 }),
    blocks: [
      {
        id: 10,
        title: 'Живая природа',
        number: 1,
        lessons_total: 2,
        lessons_done: 1,
        lessons: [
          { id: 101, type: 'text', title: 'Что такое растения', number: 1, has_homework: false, done: true },
          { id: 102, type: 'video', title: 'Как растёт дерево', number: 2, has_homework: false, done: false },
        ],
      },
      {
        id: 20,
        title: 'Погода',
        number: 2,
        lessons_total: 1,
        lessons_done: 0,
        lessons: [{ id: 201, type: 'link', title: 'Облака', number: 1, has_homework: true, done: false }],
      },
    ],
    next_lesson: { id: 102, block_id: 10, title: 'Как растёт дерево' },
    ...overrides,
  };
}

/** Lesson 101 of block 10, a text to read; pass `homework` for one with homework. */
export function buildCourseLesson(overrides: Partial<CourseLesson> = {}): CourseLesson {
  return {
    id: 101,
    type: 'text',
    title: 'Что такое растения',
    text: '<p>Растения пьют воду корнями.</p>',
    link: null,
    video_embed_url: null,
    number: 1,
    block: { id: 10, title: 'Живая природа', number: 1 },
    course: { id: 1, title: 'Мир вокруг нас' },
    done: false,
    homework: null,
    previous: null,
    next: { id: 102, title: 'Как растёт дерево', block_id: 10 },
    ...overrides,
  };
}

/** What lesson 201's homework asks: the equations trainer five times and one task. */
export const ASKED_ITEMS: NonNullable<CourseLesson['homework']>['items'] = [
  {
    type: 'trainer',
    trainer_id: 4,
    component: 'equations',
    trainer_title: { 'ru-RU': 'Уравнения', 'en-US': 'Equations', 'uk-UA': 'Рівняння' },
    settings: null,
    target_rounds: 5,
    min_score: null,
  },
  { type: 'task', text: 'Нарисуй облако и подпиши, какое оно', files: [] },
];

/** Lesson 201, the last of the course, whose homework class 7 plays as homework 12 once started. */
export function buildHomeworkLesson(
  started: 'no' | 'started' | 'complete',
  overrides: Partial<CourseLesson> = {},
): CourseLesson {
  const homework = buildStudentHomework({ subject_id: 11, title: 'Облака' });
  const completeHomework = {
    ...homework,
    complete: true,
    progress: [
      trainerProgress({ rounds_done: 5, complete: true }),
      taskProgress(buildAnswer({ status: 'accepted', comment: 'Отлично!' })),
    ],
  };
  return buildCourseLesson({
    id: 201,
    type: 'link',
    title: 'Облака',
    text: '<p>Посмотри на небо.</p>',
    link: 'https://example.org/clouds',
    block: { id: 20, title: 'Погода', number: 2 },
    previous: { id: 102, title: 'Как растёт дерево', block_id: 10 },
    next: null,
    homework: {
      description: 'Понаблюдай за облаками',
      items: ASKED_ITEMS,
      class_id: 7,
      started: started === 'no' ? null : started === 'started' ? homework : completeHomework,
    },
    ...overrides,
  });
}

export function buildLessonDone(overrides: Partial<CourseLessonDone> = {}): CourseLessonDone {
  return {
    lesson_id: 101,
    done_at: '2026-12-01T10:00:00.000Z',
    course: { id: 1, lessons_total: 3, lessons_done: 2 },
    certificate: null,
    ...overrides,
  };
}
