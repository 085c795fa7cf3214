import { courseAuthoringEndpoints } from './course-authoring.api.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { itCourseMapSchema, itLessonDoneSchema, itStudentLessonSchema } from './it-courses.ts';
import { ROLE } from './roles.ts';

/**
 * IT courses, blocks and lessons (spec §2 it-courses and it-lessons, §3; issue [12]): admins write and order them,
 * students of the IT subject (8) learn from them, teachers read them.
 */
export const itCoursesApi = defineEndpoints('it-courses', {
  ...courseAuthoringEndpoints(
    { courses: '/admin/it-courses', blocks: '/admin/it-blocks', lessons: '/admin/it-lessons' },
    [ROLE.admin],
  ),
  courseMap: {
    method: 'GET',
    path: '/it-courses',
    access: [ROLE.teacher, ROLE.student],
    summary:
      'The courses with their blocks and lesson titles; a student of the IT subject sees what they have done, a teacher reads them',
    response: itCourseMapSchema,
  },
  lesson: {
    method: 'GET',
    path: '/it-lessons/:id',
    access: [ROLE.teacher, ROLE.student],
    params: idParamSchema,
    summary: 'One lesson to learn from, with its neighbours in course order',
    response: itStudentLessonSchema,
  },
  markDone: {
    method: 'POST',
    path: '/it-lessons/:id/done',
    access: [ROLE.student],
    params: idParamSchema,
    summary:
      'The student has read a text, video or link lesson; again changes nothing. A task is done when it is solved',
    response: itLessonDoneSchema,
  },
});
