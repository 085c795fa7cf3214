import { type CourseCertificateRef, type CourseLessonDone, SUBJECT_COURSES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CertificatesPort } from '../certificates/certificates.port.ts';
import type { HomeworkPort } from '../homework/homework.port.ts';
import type { ItCoursesPort } from '../it-courses/it-courses.port.ts';
import type { MailPort } from '../mail/mail.port.ts';

/** What a certificate of a finished course says; the platform signs it, as no teacher wrote it. */
export const COURSE_CERTIFICATE = {
  issuerName: 'Умка',
  reason: 'За прохождение курса: все уроки и домашние задания выполнены',
} as const;

export interface CourseCompletion {
  /**
   * Marks the lesson done for the student (again changes nothing) and, when it was the course's last one not done,
   * issues the course's certificate in the same transaction — once, however many times or ways the course is finished.
   */
  finishLesson(
    studentId: number,
    lesson: { id: number; course_id: number; course_title: string },
  ): Promise<CourseLessonDone>;
  /** A teacher accepted an answer of a class copy: the lesson is done if that finished its homework for the student. */
  answerAccepted(homeworkId: number, studentId: number): Promise<void>;
}

export const certificateRef = (row: { id: number; title: string; issued_on: string }): CourseCertificateRef => ({
  id: row.id,
  title: row.title,
  issued_on: row.issued_on,
});

export function createCourseCompletion(deps: {
  database: Database;
  clock: Clock;
  courses: Pick<ItCoursesPort, 'findPlacedLesson' | 'listMapRows' | 'findDoneAt' | 'markLessonDone'>;
  certificates: CertificatesPort;
  homework: Pick<HomeworkPort, 'findHomework' | 'studentHomeworkView'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
}): CourseCompletion {
  const { database } = deps;
  const { db } = database;

  async function progressIn(trx: Kysely<DB>, studentId: number, courseId: number) {
    const lessons = (await deps.courses.listMapRows(trx, SUBJECT_COURSES, studentId)).filter(
      (row) => row.course_id === courseId && row.lesson_id !== null,
    );
    return { lessons_total: lessons.length, lessons_done: lessons.filter((row) => row.done_at !== null).length };
  }

  const completion: CourseCompletion = {
    async finishLesson(studentId, lesson) {
      const now = deps.clock();
      const outcome = await database.transaction(async (trx) => {
        await deps.courses.markLessonDone(trx, studentId, lesson.id, now.toISOString());
        const doneAt = (await deps.courses.findDoneAt(trx, studentId, lesson.id)) ?? now.toISOString();
        const progress = await progressIn(trx, studentId, lesson.course_id);
        if (progress.lessons_done < progress.lessons_total) {
          return { doneAt, progress, certificate: null, issued: false };
        }
        const issued = await deps.certificates.insertCourseCertificate(trx, {
          student_id: studentId,
          course_id: lesson.course_id,
          issued_by: null,
          issuer_name: COURSE_CERTIFICATE.issuerName,
          title: lesson.course_title,
          reason: COURSE_CERTIFICATE.reason,
          issued_on: now.toISOString().slice(0, 10),
          created_at: now.toISOString(),
        });
        if (issued) {
          await deps.mail.deliverWithin(trx, {
            userId: studentId,
            subjectId: null,
            code: 'certificateIssued',
            params: { title: lesson.course_title },
          });
        }
        const certificate = issued ?? (await deps.certificates.findCourseCertificate(trx, studentId, lesson.course_id));
        return { doneAt, progress, certificate: certificate ?? null, issued: issued !== undefined };
      });
      if (outcome.issued) await deps.mail.announce(studentId);
      return {
        lesson_id: lesson.id,
        done_at: outcome.doneAt,
        course: { id: lesson.course_id, ...outcome.progress },
        certificate: outcome.certificate && certificateRef(outcome.certificate),
      };
    },

    async answerAccepted(homeworkId, studentId) {
      const copy = await deps.homework.findHomework(db, homeworkId);
      if (!copy?.course_lesson_id) return;
      const lesson = await deps.courses.findPlacedLesson(db, SUBJECT_COURSES, copy.course_lesson_id);
      if (!lesson) return;
      // Only whether it is complete is read: no video is played from here, none is signed.
      const view = await deps.homework.studentHomeworkView(database, homeworkId, studentId, null);
      if (view.complete) await completion.finishLesson(studentId, lesson);
    },
  };
  return completion;
}
