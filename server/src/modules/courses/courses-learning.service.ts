import {
  type CourseLesson,
  type CourseLessonDone,
  type CourseList,
  type CourseMap,
  type CourseStudentHomework,
  ROLE,
  type StudentHomework,
  SUBJECT_COURSES,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CertificatesPort } from '../certificates/certificates.port.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { HomeworkPort } from '../homework/homework.port.ts';
import type { HomeworkCourseCopies } from '../homework/homework-course-copies.ts';
import type { ItCoursesPort, ItLessonPlacedRow } from '../it-courses/it-courses.port.ts';
import { type CourseCompletion, certificateRef } from './course-completion.ts';
import { findLessonHomework, type LessonHomeworkRow, lessonsWithHomework } from './course-lesson-homework.repo.ts';
import { toCourseCard, toCourseMap, toCourseTrees } from './courses.mapper.ts';
import { assertMayLearnCourses, learnerOf } from './courses.policy.ts';

export interface CoursesLearningService {
  list(actor: AuthUser): Promise<CourseList>;
  course(actor: AuthUser, courseId: number): Promise<CourseMap>;
  lesson(actor: AuthUser, lessonId: number): Promise<CourseLesson>;
  startHomework(actor: AuthUser, lessonId: number): Promise<StudentHomework>;
  complete(actor: AuthUser, lessonId: number): Promise<CourseLessonDone>;
}

/**
 * Students of the course direction (subject 11) learn from its courses: read a lesson, start its homework in their
 * class, finish the lesson, earn the course's certificate (issue [13]). Teachers read the courses.
 */
export function createCoursesLearningService(deps: {
  database: Database;
  courses: Pick<
    ItCoursesPort,
    'listMapRows' | 'findPlacedLesson' | 'listCourseLessonRefs' | 'findDoneAt' | 'toLearnerLesson'
  >;
  homework: Pick<HomeworkPort, 'describeItems' | 'parseStoredItems'>;
  copies: Pick<HomeworkCourseCopies, 'ensureCopy' | 'findCopy' | 'forStudent'>;
  completion: Pick<CourseCompletion, 'finishLesson'>;
  certificates: Pick<CertificatesPort, 'listCourseCertificates'>;
  groups: Pick<GroupsPort, 'findStudentClassIn'>;
  fileRows: Pick<FilesPort, 'filesByIds'>;
}): CoursesLearningService {
  const { database } = deps;
  const { db, dialect } = database;

  async function trees(actor: AuthUser) {
    const learner = learnerOf(actor);
    const rows = await deps.courses.listMapRows(db, SUBJECT_COURSES, learner);
    const lessonIds = rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id]));
    const [withHomework, certificates] = await Promise.all([
      lessonsWithHomework(db, lessonIds),
      learner === null ? [] : deps.certificates.listCourseCertificates(db, learner),
    ]);
    const certificateOf = (courseId: number) => {
      const row = certificates.find((certificate) => certificate.course_id === courseId);
      return row ? certificateRef(row) : null;
    };
    return { trees: toCourseTrees(rows, withHomework), certificateOf };
  }

  async function placedLesson(lessonId: number): Promise<ItLessonPlacedRow> {
    const lesson = await deps.courses.findPlacedLesson(db, SUBJECT_COURSES, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return lesson;
  }

  async function studentClass(actor: AuthUser) {
    return actor.role_id === ROLE.student ? deps.groups.findStudentClassIn(db, actor.id, SUBJECT_COURSES) : undefined;
  }

  async function homeworkOf(actor: AuthUser, lessonId: number, row: LessonHomeworkRow): Promise<CourseStudentHomework> {
    const [items = []] = await deps.homework.describeItems(db, deps.fileRows, [
      deps.homework.parseStoredItems(dialect, row.items),
    ]);
    const cls = await studentClass(actor);
    const copyId = cls ? await deps.copies.findCopy(db, cls.id, lessonId) : undefined;
    return {
      description: row.description,
      items,
      class_id: cls?.id ?? null,
      started: copyId === undefined ? null : await deps.copies.forStudent(copyId, actor.id),
    };
  }

  function assertStudent(actor: AuthUser): void {
    if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
  }

  return {
    async list(actor) {
      await assertMayLearnCourses(db, actor);
      const { trees: courses, certificateOf } = await trees(actor);
      return { courses: courses.map((tree) => toCourseCard(tree, certificateOf(tree.card.id))) };
    },

    async course(actor, courseId) {
      await assertMayLearnCourses(db, actor);
      const { trees: courses, certificateOf } = await trees(actor);
      const tree = courses.find((entry) => entry.card.id === courseId);
      if (!tree) throw new AppError('NOT_FOUND');
      return toCourseMap(tree, certificateOf(courseId));
    },

    async lesson(actor, lessonId) {
      await assertMayLearnCourses(db, actor);
      const row = await placedLesson(lessonId);
      const learner = learnerOf(actor);
      const [refs, doneAt, homework] = await Promise.all([
        deps.courses.listCourseLessonRefs(db, row.course_id),
        learner === null ? null : deps.courses.findDoneAt(db, learner, lessonId),
        findLessonHomework(db, lessonId),
      ]);
      const place = refs.findIndex((ref) => ref.id === lessonId);
      return {
        ...deps.courses.toLearnerLesson(row, doneAt !== null),
        homework: homework ? await homeworkOf(actor, lessonId, homework) : null,
        previous: refs[place - 1] ?? null,
        next: refs[place + 1] ?? null,
      };
    },

    async startHomework(actor, lessonId) {
      assertStudent(actor);
      await assertMayLearnCourses(db, actor);
      const lesson = await placedLesson(lessonId);
      const homework = await findLessonHomework(db, lessonId);
      if (!homework) throw new AppError('NOT_FOUND');
      const cls = await studentClass(actor);
      if (!cls) throw new AppError('COURSE_NO_CLASS');
      const copyId = await deps.copies.ensureCopy({
        groupId: cls.id,
        lessonId,
        title: `${lesson.course_title}: ${lesson.title}`,
        description: homework.description,
        items: deps.homework.parseStoredItems(dialect, homework.items),
      });
      return deps.copies.forStudent(copyId, actor.id);
    },

    async complete(actor, lessonId) {
      assertStudent(actor);
      await assertMayLearnCourses(db, actor);
      const lesson = await placedLesson(lessonId);
      if (await findLessonHomework(db, lessonId)) {
        const cls = await studentClass(actor);
        const copyId = cls ? await deps.copies.findCopy(db, cls.id, lessonId) : undefined;
        const copy = copyId === undefined ? null : await deps.copies.forStudent(copyId, actor.id);
        if (!copy?.complete) throw new AppError('COURSE_HOMEWORK_INCOMPLETE');
      }
      return deps.completion.finishLesson(actor.id, lesson);
    },
  };
}
