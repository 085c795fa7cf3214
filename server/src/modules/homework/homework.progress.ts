import type { Homework, HomeworkItemProgress } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { toAnswer } from './homework.mapper.ts';
import { groupBy } from './homework.reader.ts';
import { answerFiles, answersOf, materialOpens, roundsDone } from './homework.repo.ts';

/** Item progress keyed by `${studentId}:${itemId}`. */
export type ProgressTable = Map<string, HomeworkItemProgress>;

export const progressKey = (studentId: number, itemId: number) => `${studentId}:${itemId}`;

/**
 * Where each of these students stands on each item: validated rounds meeting the minimum score (capped at
 * the target) for trainers, the newest answer version for tasks, whether a material was opened (a material deleted
 * from the library counts as done: nothing is left to open).
 */
export async function progressOf(
  database: Database,
  homework: readonly Homework[],
  studentIds: readonly number[],
): Promise<ProgressTable> {
  const { db } = database;
  const items = homework.flatMap((entry) => entry.items);
  const trainerIds = items.filter((item) => item.type === 'trainer').map((item) => item.id);
  const taskIds = items.filter((item) => item.type === 'task').map((item) => item.id);
  const materialIds = items.filter((item) => item.type === 'material').map((item) => item.id);
  const opened = new Set(
    (await materialOpens(db, materialIds, studentIds)).map((row) => progressKey(row.student_id, row.item_id)),
  );
  const rounds = new Map(
    (await roundsDone(db, trainerIds, studentIds)).map((row) => [
      progressKey(row.student_id, row.item_id),
      Number(row.rounds),
    ]),
  );
  const students = new Set(studentIds);
  const answers = (await answersOf(db, taskIds)).filter((answer) => students.has(answer.student_id));
  const newest = new Map<string, (typeof answers)[number]>();
  for (const answer of answers) {
    const key = progressKey(answer.student_id, answer.item_id);
    if (!newest.has(key)) newest.set(key, answer);
  }
  const files = groupBy(
    await answerFiles(
      db,
      [...newest.values()].map((answer) => answer.id),
    ),
    (file) => file.answer_id,
  );

  const table: ProgressTable = new Map();
  for (const studentId of studentIds) {
    for (const item of items) {
      const key = progressKey(studentId, item.id);
      if (item.type === 'trainer') {
        const done = Math.min(rounds.get(key) ?? 0, item.target_rounds);
        table.set(key, {
          item_id: item.id,
          type: 'trainer',
          rounds_done: done,
          target_rounds: item.target_rounds,
          answer: null,
          complete: done >= item.target_rounds,
        });
      } else if (item.type === 'material') {
        table.set(key, {
          item_id: item.id,
          type: 'material',
          rounds_done: 0,
          target_rounds: 0,
          answer: null,
          complete: item.material === null || opened.has(key),
        });
      } else {
        const answer = newest.get(key);
        table.set(key, {
          item_id: item.id,
          type: 'task',
          rounds_done: 0,
          target_rounds: 0,
          answer: answer ? toAnswer(answer, files.get(answer.id) ?? []) : null,
          complete: answer?.status === 'accepted',
        });
      }
    }
  }
  return table;
}
