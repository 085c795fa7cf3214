import { type HomeworkAnswer, type HomeworkReview, homeworkAnswerTextSchema, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AlbumsPort } from '../albums/albums.port.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { FilesService } from '../files/files.service.ts';
import type { AnswerParts } from '../files/multipart.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { toAnswer } from './homework.mapper.ts';
import { assertDoesHomework, assertManagesClass } from './homework.policy.ts';
import { groupBy } from './homework.reader.ts';
import {
  type AnswerRow,
  answerFiles,
  answersOf,
  attachAnswerFiles,
  findAnswer,
  findHomework,
  findItem,
  insertAnswer,
  isClassMember,
  latestVersion,
  reviewAnswer,
} from './homework.repo.ts';

export interface HomeworkAnswersService {
  /**
   * A new answer version to a task item. The body is read only after the caller is known to be a student of
   * the class, so nobody else gets to upload a byte.
   */
  submit(
    actor: AuthUser,
    homeworkId: number,
    itemId: number,
    readParts: () => Promise<AnswerParts>,
  ): Promise<HomeworkAnswer>;
  /** Every version, newest first: a student's own, or for the teacher one student's (or everyone's). */
  list(actor: AuthUser, homeworkId: number, itemId: number, studentId: number | undefined): Promise<HomeworkAnswer[]>;
  review(actor: AuthUser, answerId: number, review: HomeworkReview): Promise<HomeworkAnswer>;
}

export function createHomeworkAnswersService(deps: {
  database: Database;
  files: Pick<FilesService, 'keep' | 'forget'>;
  clock: Clock;
  fileRows: Pick<FilesPort, 'insertFile'>;
  crystals: Pick<AlbumsPort, 'chargeCrystals'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  /** An accepted answer may finish a course lesson whose homework this is (issue [13]). */
  courseLessons: { answerAccepted(homeworkId: number, studentId: number): Promise<void> };
}): HomeworkAnswersService {
  const { insertFile } = deps.fileRows;
  const { database } = deps;
  const { db } = database;

  async function withFiles(rows: AnswerRow[]): Promise<HomeworkAnswer[]> {
    const files = groupBy(
      await answerFiles(
        db,
        rows.map((row) => row.id),
      ),
      (file) => file.answer_id,
    );
    return rows.map((row) => toAnswer(row, files.get(row.id) ?? []));
  }

  async function one(answerId: number): Promise<HomeworkAnswer> {
    const row = await findAnswer(db, answerId);
    const [answer] = row ? await withFiles([row]) : [];
    if (!answer) throw new AppError('NOT_FOUND');
    return answer;
  }

  async function taskOf(homeworkId: number, itemId: number) {
    const homework = await findHomework(db, homeworkId);
    const item = homework ? await findItem(db, homework.id, itemId) : undefined;
    if (!homework || item?.type !== 'task') throw new AppError('NOT_FOUND');
    return { homework, item };
  }

  return {
    async submit(actor, homeworkId, itemId, readParts) {
      const { homework, item } = await taskOf(homeworkId, itemId);
      assertDoesHomework(actor, homework, await isClassMember(db, homework.group_id, actor.id));
      if ((await latestVersion(db, item.id, actor.id))?.status === 'accepted') {
        throw new AppError('HOMEWORK_ANSWER_ACCEPTED');
      }
      const parts = await readParts();
      const text = homeworkAnswerTextSchema.safeParse(parts.text);
      if (!text.success) throw invalidFields('text', text.error.issues);
      if (!text.data && parts.files.length === 0) throw new AppError('HOMEWORK_ANSWER_EMPTY');
      const kept = await deps.files.keep(actor.id, parts.files);
      const now = deps.clock().toISOString();
      let answerId: number;
      try {
        answerId = await database.transaction(async (trx) => {
          const latest = await latestVersion(trx, item.id, actor.id);
          if (latest?.status === 'accepted') throw new AppError('HOMEWORK_ANSWER_ACCEPTED');
          const id = await insertAnswer(trx, {
            item_id: item.id,
            student_id: actor.id,
            version: (latest?.version ?? 0) + 1,
            text: text.data,
            created_at: now,
          });
          const fileIds: number[] = [];
          for (const file of kept) fileIds.push((await insertFile(trx, file)).id);
          await attachAnswerFiles(trx, id, fileIds);
          return id;
        });
      } catch (error) {
        // No answer row names the stored files, so they go too: nothing is left half-written.
        await deps.files.forget(kept);
        // Two submissions racing for the same version: the second is told to send again.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
        throw error;
      }
      return one(answerId);
    },

    async list(actor, homeworkId, itemId, studentId) {
      const { homework, item } = await taskOf(homeworkId, itemId);
      if (actor.role_id === ROLE.student) {
        if (studentId !== undefined && studentId !== actor.id) throw new AppError('FORBIDDEN');
        assertDoesHomework(actor, homework, await isClassMember(db, homework.group_id, actor.id));
        return withFiles(await answersOf(db, [item.id], actor.id));
      }
      assertManagesClass(actor, homework.teacher_id);
      return withFiles(await answersOf(db, [item.id], studentId));
    },

    async review(actor, answerId, review) {
      const answer = await findAnswer(db, answerId);
      const homework = answer ? await findHomework(db, answer.homework_id) : undefined;
      if (!answer || !homework) throw new AppError('NOT_FOUND');
      assertManagesClass(actor, homework.teacher_id);
      const latest = await latestVersion(db, answer.item_id, answer.student_id);
      // An older version is history: the student has sent something newer to look at.
      if (latest?.version !== answer.version) throw new AppError('CONFLICT');
      await database.transaction(async (trx) => {
        const reviewed = await reviewAnswer(trx, answer.id, answer.status, {
          status: review.status,
          comment: review.comment ?? null,
          reviewed_by: actor.id,
          reviewed_at: deps.clock().toISOString(),
        });
        // Two teachers reviewing at once: the second is told to look again, and the crystals are charged once.
        if (!reviewed) throw new AppError('CONFLICT');
        // Accepting charges the crystals once: a second review of an accepted answer changes only its comment.
        if (review.status === 'accepted' && answer.status !== 'accepted') {
          await deps.crystals.chargeCrystals(trx, answer.student_id, homework.subject_id, 'homework_accepted');
        }
        // The student hears of a verdict once; a changed comment alone sends no second letter.
        if (review.status !== answer.status) {
          await deps.mail.deliverWithin(trx, {
            userId: answer.student_id,
            subjectId: homework.subject_id,
            code: review.status === 'accepted' ? 'homeworkAccepted' : 'homeworkRejected',
            params: { homework: homework.title },
            sender: { kind: 'author', authorId: actor.id },
          });
        }
      });
      if (review.status !== answer.status) await deps.mail.announce(answer.student_id);
      if (review.status === 'accepted' && homework.course_lesson_id !== null) {
        await deps.courseLessons.answerAccepted(homework.id, answer.student_id);
      }
      return one(answer.id);
    },
  };
}
