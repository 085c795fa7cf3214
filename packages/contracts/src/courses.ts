import { z } from 'zod';
import {
  HOMEWORK_DESCRIPTION_MAX,
  HOMEWORK_ITEMS_MAX,
  homeworkItemInputSchema,
  homeworkTemplateItemSchema,
  studentHomeworkSchema,
} from './homework.ts';
import { IT_LESSON_TYPES, itLessonRefSchema, learnerLessonFields } from './it-courses.ts';

/*
 * Courses of the course direction (subject 11; spec §1, §2 /student/courses…; issue [13]). A course is made of
 * numbered blocks of numbered lessons, written in the same model as the IT courses (it-courses.ts) through the same
 * authoring calls (course-authoring.api.ts). A lesson is a text, a video or a link — not an IT task — and may carry a
 * homework: trainer targets and tasks as in a class's homework (homework.ts). A student starts it from the lesson;
 * the lesson's homework is then given to the student's class of the subject, where it is played, answered and
 * checked by the class's teacher exactly as any other homework. A lesson is done when it is read (no homework) or
 * when its homework is complete; the course is finished when every lesson is, and its certificate comes by itself.
 */

export const SUBJECT_COURSES = 11;

/** What a lesson of the course direction may be: an IT task needs the IT solutions, which this direction has not. */
export const COURSE_LESSON_TYPES = [
  'text',
  'video',
  'link',
] as const satisfies readonly (typeof IT_LESSON_TYPES)[number][];
export type CourseLessonType = (typeof COURSE_LESSON_TYPES)[number];

/** The days a lesson's homework stays current for a class once started: courses are done at each child's pace. */
export const COURSE_HOMEWORK_DAYS = 30;

// ---------------------------------------------------------------- a lesson's homework, as its author writes it

/** PUT /api/admin/course-lessons/{id}/homework: the lesson's homework whole (items checked as a class homework's). */
export const courseLessonHomeworkBodySchema = z.object({
  description: z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(HOMEWORK_DESCRIPTION_MAX, { error: 'FIELD_TOO_LONG' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  items: z
    .array(homeworkItemInputSchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'HOMEWORK_ITEMS_REQUIRED' })
    .max(HOMEWORK_ITEMS_MAX, { error: 'FIELD_TOO_LONG' }),
});
export type CourseLessonHomeworkBody = z.input<typeof courseLessonHomeworkBodySchema>;
export type CourseLessonHomeworkContent = z.output<typeof courseLessonHomeworkBodySchema>;

/** A lesson's homework as its editor loads it; `homework` is null while the lesson has none. */
export const courseLessonHomeworkSchema = z.object({
  lesson_id: z.number().int(),
  homework: z
    .object({
      description: z.string().nullable(),
      items: z.array(homeworkTemplateItemSchema),
    })
    .nullable(),
});
export type CourseLessonHomework = z.infer<typeof courseLessonHomeworkSchema>;

// ---------------------------------------------------------------- what a student (or a teacher, reading) sees

const lessonTypeSchema = z.enum(IT_LESSON_TYPES);

export const courseCertificateRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issued_on: z.string(),
});
export type CourseCertificateRef = z.infer<typeof courseCertificateRefSchema>;

const progressFields = {
  lessons_total: z.number().int(),
  /** The student's lessons done; 0 for a teacher's read. */
  lessons_done: z.number().int(),
};

/** GET /api/courses: a card per course. */
export const courseCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  number: z.number().int(),
  blocks_total: z.number().int(),
  ...progressFields,
  /** The certificate the finished course earned the student, null before. */
  certificate: courseCertificateRefSchema.nullable(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseListSchema = z.object({ courses: z.array(courseCardSchema) });
export type CourseList = z.infer<typeof courseListSchema>;

export const courseMapLessonSchema = z.object({
  id: z.number().int(),
  type: lessonTypeSchema,
  title: z.string(),
  number: z.number().int(),
  has_homework: z.boolean(),
  done: z.boolean(),
});
export type CourseMapLesson = z.infer<typeof courseMapLessonSchema>;

export const courseMapBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  ...progressFields,
  lessons: z.array(courseMapLessonSchema),
});
export type CourseMapBlock = z.infer<typeof courseMapBlockSchema>;

/** GET /api/courses/{id}: the course with its blocks and lessons, and where the student stands. */
export const courseMapSchema = courseCardSchema.extend({
  blocks: z.array(courseMapBlockSchema),
  /** The first lesson not done, in course order; null when all are done (or there are none). */
  next_lesson: z.object({ id: z.number().int(), block_id: z.number().int(), title: z.string() }).nullable(),
});
export type CourseMap = z.infer<typeof courseMapSchema>;

const lessonRefSchema = itLessonRefSchema.extend({ block_id: z.number().int() });

/**
 * A lesson's homework for the student: what it asks (`items`, in the author's words) and, once started, the class's
 * copy with the student's progress (`started`). `class_id` is the class of the subject that plays and checks it;
 * null when the student is in none yet, and then it cannot be started.
 */
export const courseStudentHomeworkSchema = z.object({
  description: z.string().nullable(),
  items: z.array(homeworkTemplateItemSchema),
  class_id: z.number().int().nullable(),
  started: studentHomeworkSchema.nullable(),
});
export type CourseStudentHomework = z.infer<typeof courseStudentHomeworkSchema>;

/** GET /api/courses/lessons/{id}. */
export const courseLessonSchema = z.object({
  ...learnerLessonFields,
  homework: courseStudentHomeworkSchema.nullable(),
  /** The lessons around it in course order (across blocks), with their blocks for the lesson's path. */
  previous: lessonRefSchema.nullable(),
  next: lessonRefSchema.nullable(),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

/** POST /api/courses/lessons/{id}/complete: the lesson done and, when it was the last, the certificate it earned. */
export const courseLessonDoneSchema = z.object({
  lesson_id: z.number().int(),
  done_at: z.string(),
  course: z.object({ id: z.number().int(), ...progressFields }),
  /** Set when this lesson finished the course (the certificate is issued at once, and only once). */
  certificate: courseCertificateRefSchema.nullable(),
});
export type CourseLessonDone = z.infer<typeof courseLessonDoneSchema>;
