import { courseAuthoringEndpoints } from './course-authoring.api.ts';
import {
  courseLessonDoneSchema,
  courseLessonHomeworkBodySchema,
  courseLessonHomeworkSchema,
  courseLessonSchema,
  courseListSchema,
  courseMapSchema,
} from './courses.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { studentHomeworkSchema } from './homework.ts';
import { ROLE } from './roles.ts';

const AUTHORS = [ROLE.admin, ROLE.teacher] as const;

/**
 * Courses of subject 11 (issue [13]): admins and the teachers of the subject write them; students of the subject
 * learn from them and do each lesson's homework; every teacher may read them.
 */
export const coursesApi = defineEndpoints('courses', {
  ...courseAuthoringEndpoints(
    { courses: '/admin/courses', blocks: '/admin/course-blocks', lessons: '/admin/course-lessons' },
    AUTHORS,
  ),
  lessonHomework: {
    method: 'GET',
    path: '/admin/course-lessons/:id/homework',
    access: AUTHORS,
    params: idParamSchema,
    response: courseLessonHomeworkSchema,
  },
  saveLessonHomework: {
    method: 'PUT',
    path: '/admin/course-lessons/:id/homework',
    access: AUTHORS,
    params: idParamSchema,
    body: courseLessonHomeworkBodySchema,
    summary:
      'Replaces the lesson’s homework; a class that has started it keeps the copy it has, a class that starts later gets this one',
    response: courseLessonHomeworkSchema,
  },
  removeLessonHomework: {
    method: 'DELETE',
    path: '/admin/course-lessons/:id/homework',
    access: AUTHORS,
    params: idParamSchema,
    summary: 'The lesson is done by reading it from now on; copies classes have started stay theirs',
    response: courseLessonHomeworkSchema,
  },
  list: {
    method: 'GET',
    path: '/courses',
    access: [ROLE.teacher, ROLE.student],
    summary: 'The courses in order, with a student’s progress and certificates',
    response: courseListSchema,
  },
  course: {
    method: 'GET',
    path: '/courses/:id',
    access: [ROLE.teacher, ROLE.student],
    params: idParamSchema,
    response: courseMapSchema,
  },
  lesson: {
    method: 'GET',
    path: '/courses/lessons/:id',
    access: [ROLE.teacher, ROLE.student],
    params: idParamSchema,
    summary:
      'One lesson with its neighbours and its homework (the class’s copy and the student’s progress, once started)',
    response: courseLessonSchema,
  },
  startHomework: {
    method: 'POST',
    path: '/courses/lessons/:id/homework',
    access: [ROLE.student],
    params: idParamSchema,
    summary:
      'Gives the lesson’s homework to the student’s class of the subject, once per class (again answers the same copy)',
    response: studentHomeworkSchema,
  },
  complete: {
    method: 'POST',
    path: '/courses/lessons/:id/complete',
    access: [ROLE.student],
    params: idParamSchema,
    summary:
      'The lesson read (no homework) or its homework complete: marks it done; the course’s last lesson brings its certificate',
    response: courseLessonDoneSchema,
  },
});
