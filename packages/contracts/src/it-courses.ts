import { z } from 'zod';
import { requiredIdField } from './envelope.ts';
import { isWebLink } from './gymnastics.ts';

/*
 * The IT direction's learning content (spec §1, §2 it-courses and it-lessons, §3 IT lesson and Block; issue [12]):
 * courses, each of numbered blocks, each of numbered lessons. A lesson is a text, a video, a link or a task; its text
 * is the admin editor's HTML (code blocks included), which the server sanitises before it stores it. Content is
 * written in the language the course is taught in, so titles are plain strings, not one per interface language.
 */

export const IT_LESSON_TYPES = ['text', 'video', 'link', 'task'] as const;
export type ItLessonType = (typeof IT_LESSON_TYPES)[number];

export const IT_TITLE_MAX = 200;
export const IT_DESCRIPTION_MAX = 2000;
/** Characters of a lesson's HTML: room for a long explanation with several code listings. */
export const IT_LESSON_TEXT_MAX = 60_000;
export const IT_LINK_MAX = 2000;
/** Siblings one reorder may name: far more than any course has. */
export const IT_ORDER_MAX = 500;

const requiredTitle = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(IT_TITLE_MAX, { error: 'FIELD_TOO_LONG' });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(?:www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.split('/')[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * The player address of a YouTube or Vimeo link, or null for any other link. Only these two are embedded: a frame
 * of an arbitrary site in a child's lesson could show anything.
 */
export function itVideoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube !== null && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo !== null && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  return null;
}

const linkField = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(IT_LINK_MAX, { error: 'FIELD_TOO_LONG' })
  .nullable()
  .default(null)
  .transform((value) => (value ? value : null));

const lessonTextField = z
  .string({ error: 'FIELD_INVALID' })
  .max(IT_LESSON_TEXT_MAX, { error: 'IT_LESSON_TEXT_TOO_LONG' })
  .default('');

/**
 * A lesson as the admin's editor sends it, to create one or to replace it whole (moving it to another block keeps
 * its id, so what is attached to the lesson stays attached). A video needs a YouTube or Vimeo link and a link lesson a
 * web address; a text or a task may point to a page too. Whether the text says anything is the server's check, after
 * sanitising.
 */
export const itLessonBodySchema = z
  .object({
    block_id: requiredIdField,
    type: z.enum(IT_LESSON_TYPES, { error: 'FIELD_INVALID' }),
    title: requiredTitle,
    text: lessonTextField,
    link: linkField,
  })
  .superRefine((lesson, context) => {
    if (lesson.link === null) {
      if (lesson.type === 'video' || lesson.type === 'link') {
        context.addIssue({ code: 'custom', path: ['link'], message: 'FIELD_REQUIRED' });
      }
      return;
    }
    if (!isWebLink(lesson.link)) {
      context.addIssue({ code: 'custom', path: ['link'], message: 'LINK_NOT_WEB' });
    } else if (lesson.type === 'video' && itVideoEmbedUrl(lesson.link) === null) {
      context.addIssue({ code: 'custom', path: ['link'], message: 'IT_VIDEO_LINK_INVALID' });
    }
  });
export type ItLessonBody = z.input<typeof itLessonBodySchema>;
export type ItLessonContent = z.output<typeof itLessonBodySchema>;

export const itCourseBodySchema = z.object({
  title: requiredTitle,
  description: z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(IT_DESCRIPTION_MAX, { error: 'FIELD_TOO_LONG' })
    .default(''),
});
export type ItCourseBody = z.input<typeof itCourseBodySchema>;

export const itBlockCreateSchema = z.object({ course_id: requiredIdField, title: requiredTitle });
export type ItBlockCreate = z.input<typeof itBlockCreateSchema>;
export const itBlockUpdateSchema = z.object({ title: requiredTitle });
export type ItBlockUpdate = z.input<typeof itBlockUpdateSchema>;

/** The new order of a course list, a course's blocks or a block's lessons: every one of them, each once. */
export const itOrderBodySchema = z.object({
  ids: z
    .array(requiredIdField, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(IT_ORDER_MAX, { error: 'IT_ORDER_MISMATCH' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'IT_ORDER_MISMATCH' }),
});
export type ItOrderBody = z.infer<typeof itOrderBodySchema>;

export const itBlockSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  lessons_count: z.number().int(),
});
export type ItBlock = z.infer<typeof itBlockSchema>;

export const itCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  number: z.number().int(),
  blocks: z.array(itBlockSchema),
});
export type ItCourse = z.infer<typeof itCourseSchema>;

export const itCourseListSchema = z.object({ courses: z.array(itCourseSchema) });
export type ItCourseList = z.infer<typeof itCourseListSchema>;

/** A row of the admin's lesson list, with where it sits; the text only the editor reads. */
export const itLessonRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(IT_LESSON_TYPES),
  title: z.string(),
  number: z.number().int(),
  block_id: z.number().int(),
  block_title: z.string(),
  block_number: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
});
export type ItLessonRow = z.infer<typeof itLessonRowSchema>;

export const itLessonListSchema = z.object({ lessons: z.array(itLessonRowSchema) });
export type ItLessonList = z.infer<typeof itLessonListSchema>;

export const itLessonListQuerySchema = z.object({
  course_id: z.coerce.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).positive().optional(),
  block_id: z.coerce.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).positive().optional(),
});
export type ItLessonListQuery = z.infer<typeof itLessonListQuerySchema>;

/** One lesson whole, as the admin's editor loads it. */
export const itLessonSchema = itLessonRowSchema.extend({ text: z.string(), link: z.string().nullable() });
export type ItLesson = z.infer<typeof itLessonSchema>;

/* What a student (or a teacher, read-only) sees: the map of courses with the student's progress, and one lesson. */

export const itMapLessonSchema = z.object({
  id: z.number().int(),
  type: z.enum(IT_LESSON_TYPES),
  title: z.string(),
  number: z.number().int(),
  done: z.boolean(),
});
export type ItMapLesson = z.infer<typeof itMapLessonSchema>;

export const itMapBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  lessons: z.array(itMapLessonSchema),
});
export type ItMapBlock = z.infer<typeof itMapBlockSchema>;

export const itMapCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  number: z.number().int(),
  blocks: z.array(itMapBlockSchema),
});
export type ItMapCourse = z.infer<typeof itMapCourseSchema>;

export const itCourseMapSchema = z.object({
  courses: z.array(itMapCourseSchema),
  /**
   * Where the student left off: the first lesson not done after the last one done (a task waiting for its check holds
   * nobody back), else the first not done anywhere; null when every lesson is done or none exists.
   */
  next_lesson_id: z.number().int().nullable(),
});
export type ItCourseMap = z.infer<typeof itCourseMapSchema>;

export const itLessonRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** A lesson as a learner reads it, with where it sits: the IT direction's and the courses' (courses.ts) alike. */
export const learnerLessonFields = {
  id: z.number().int(),
  type: z.enum(IT_LESSON_TYPES),
  title: z.string(),
  /** HTML the server sanitised. */
  text: z.string(),
  link: z.string().nullable(),
  /** The player of a video lesson (YouTube or Vimeo), null otherwise. */
  video_embed_url: z.string().nullable(),
  number: z.number().int(),
  block: itLessonRefSchema.extend({ number: z.number().int() }),
  course: itLessonRefSchema,
  done: z.boolean(),
};

export const itStudentLessonSchema = z.object({
  ...learnerLessonFields,
  /** The lessons around it in course order (across blocks), for the "next" and "back" links. */
  previous: itLessonRefSchema.nullable(),
  next: itLessonRefSchema.nullable(),
});
export type ItStudentLesson = z.infer<typeof itStudentLessonSchema>;

export const itLessonDoneSchema = z.object({ id: z.number().int(), done: z.literal(true), done_at: z.string() });
export type ItLessonDone = z.infer<typeof itLessonDoneSchema>;
