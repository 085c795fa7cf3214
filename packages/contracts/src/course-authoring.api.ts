import type { EndpointAccess } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  itBlockCreateSchema,
  itBlockSchema,
  itBlockUpdateSchema,
  itCourseBodySchema,
  itCourseListSchema,
  itCourseSchema,
  itLessonBodySchema,
  itLessonListQuerySchema,
  itLessonListSchema,
  itLessonSchema,
  itOrderBodySchema,
} from './it-courses.ts';

/** Where one direction's courses, blocks and lessons are written. */
export interface CourseAuthoringPaths {
  courses: `/${string}`;
  blocks: `/${string}`;
  lessons: `/${string}`;
}

/**
 * The endpoints that write courses of blocks of lessons (issues [12] and [13]). The IT direction (8) and the course
 * direction (11) keep their content in the same model and write it through the same calls, each under its own paths
 * and for its own authors; this is where those calls are defined, once for both.
 */
export function courseAuthoringEndpoints<const P extends CourseAuthoringPaths, const A extends EndpointAccess>(
  paths: P,
  access: A,
) {
  return {
    adminCourses: {
      method: 'GET',
      path: paths.courses,
      access,
      summary: 'Every course in order, each with its blocks in order and how many lessons each block has',
      response: itCourseListSchema,
    },
    createCourse: {
      method: 'POST',
      path: paths.courses,
      access,
      body: itCourseBodySchema,
      summary: 'A new course, numbered after the last one',
      response: itCourseSchema,
      status: 201,
    },
    orderCourses: {
      method: 'PUT',
      path: `${paths.courses}/order`,
      access,
      body: itOrderBodySchema,
      summary: 'Numbers every course by its place in `ids`, which must name each course once',
      response: itCourseListSchema,
    },
    updateCourse: {
      method: 'PUT',
      path: `${paths.courses}/:id`,
      access,
      params: idParamSchema,
      body: itCourseBodySchema,
      response: itCourseSchema,
    },
    removeCourse: {
      method: 'DELETE',
      path: `${paths.courses}/:id`,
      access,
      params: idParamSchema,
      summary: 'Only a course without blocks: its students’ progress is never deleted by accident',
      response: idResultSchema,
    },
    orderBlocks: {
      method: 'PUT',
      path: `${paths.courses}/:id/blocks/order`,
      access,
      params: idParamSchema,
      body: itOrderBodySchema,
      summary: 'Numbers the course’s blocks by their place in `ids`, which must name each of them once',
      response: itCourseSchema,
    },
    createBlock: {
      method: 'POST',
      path: paths.blocks,
      access,
      body: itBlockCreateSchema,
      summary: 'A new block at the end of its course',
      response: itBlockSchema,
      status: 201,
    },
    updateBlock: {
      method: 'PUT',
      path: `${paths.blocks}/:id`,
      access,
      params: idParamSchema,
      body: itBlockUpdateSchema,
      response: itBlockSchema,
    },
    removeBlock: {
      method: 'DELETE',
      path: `${paths.blocks}/:id`,
      access,
      params: idParamSchema,
      summary: 'Only a block without lessons',
      response: idResultSchema,
    },
    orderLessons: {
      method: 'PUT',
      path: `${paths.blocks}/:id/lessons/order`,
      access,
      params: idParamSchema,
      body: itOrderBodySchema,
      summary: 'Numbers the block’s lessons by their place in `ids`, which must name each of them once',
      response: itLessonListSchema,
    },
    adminLessons: {
      method: 'GET',
      path: paths.lessons,
      access,
      query: itLessonListQuerySchema,
      summary: 'Every lesson in course, block and lesson order, of one course or block if asked',
      response: itLessonListSchema,
    },
    adminLesson: {
      method: 'GET',
      path: `${paths.lessons}/:id`,
      access,
      params: idParamSchema,
      response: itLessonSchema,
    },
    createLesson: {
      method: 'POST',
      path: paths.lessons,
      access,
      body: itLessonBodySchema,
      summary: 'The text is sanitised; the lesson goes to the end of its block',
      response: itLessonSchema,
      status: 201,
    },
    updateLesson: {
      method: 'PUT',
      path: `${paths.lessons}/:id`,
      access,
      params: idParamSchema,
      body: itLessonBodySchema,
      summary: 'Replaces the lesson whole; moved to another block it goes to that block’s end and keeps its id',
      response: itLessonSchema,
    },
    removeLesson: {
      method: 'DELETE',
      path: `${paths.lessons}/:id`,
      access,
      params: idParamSchema,
      response: idResultSchema,
    },
  } as const;
}
