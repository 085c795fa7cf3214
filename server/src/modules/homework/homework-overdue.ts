import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { answersOf, itemsOf, materialOpens, roundsDone } from './homework.repo.ts';

/** A class's student as the standing is asked about: since when they are in the class (YYYY-MM-DD). */
export interface StandingStudent {
  id: number;
  joined_on: string;
}

/** A published homework of the class whose due day has passed while the student's part of it is not done. */
export interface OverdueHomework {
  student_id: number;
  homework_id: number;
  title: string;
  due_on: string;
}

export interface ClassHomeworkStanding {
  overdue: OverdueHomework[];
  /** Each student's newest answer to a task of the window's homework (ISO time); absent: none. */
  lastAnswerAt: Map<number, string>;
}

/**
 * How the class's students stand on the published homework due from `from` on (YYYY-MM-DD): which homework due before
 * `today` each has not done, and when each last answered a task. A bounded window on (group_id, due_on), then the
 * items and progress of that homework only, in five queries however many students. "Done" is what the student can
 * do: every trainer item's target rounds played, every task answered (sent for review counts; only an answer sent
 * back for rework does not), every material opened. Homework due before the student joined the class is not theirs
 * to be late with.
 */
export async function classHomeworkStanding(
  db: Kysely<DB>,
  groupId: number,
  students: readonly StandingStudent[],
  window: { from: string; today: string },
): Promise<ClassHomeworkStanding> {
  const studentIds = students.map((student) => student.id);
  if (studentIds.length === 0) return { overdue: [], lastAnswerAt: new Map() };
  const homework = await db
    .selectFrom('homework')
    .select(['id', 'title', 'due_on'])
    .where('group_id', '=', groupId)
    .where('due_on', '>=', window.from)
    .where('published', '=', true)
    .orderBy('due_on')
    .orderBy('id')
    .execute();
  const items = await itemsOf(
    db,
    homework.map((entry) => entry.id),
  );
  const idsOf = (type: string) => items.filter((item) => item.type === type).map((item) => item.id);
  const [rounds, answers, opens] = await Promise.all([
    roundsDone(db, idsOf('trainer'), studentIds),
    answersOf(db, idsOf('task')),
    materialOpens(db, idsOf('material'), studentIds),
  ]);
  const key = (studentId: number, itemId: number) => `${studentId}:${itemId}`;
  const played = new Map(rounds.map((row) => [key(row.student_id, row.item_id), Number(row.rounds)]));
  const opened = new Set(opens.map((row) => key(row.student_id, row.item_id)));
  // answersOf lists the newest version first: the first seen per student and item is the one that counts.
  const newestAnswer = new Map<string, string>();
  const lastAnswerAt = new Map<number, string>();
  for (const answer of answers) {
    const answerKey = key(answer.student_id, answer.item_id);
    if (!newestAnswer.has(answerKey)) newestAnswer.set(answerKey, answer.status);
    const seen = lastAnswerAt.get(answer.student_id);
    if (seen === undefined || seen < answer.created_at) lastAnswerAt.set(answer.student_id, answer.created_at);
  }

  const doneBy = (studentId: number, item: (typeof items)[number]): boolean => {
    const itemKey = key(studentId, item.id);
    if (item.type === 'trainer') return (played.get(itemKey) ?? 0) >= (item.target_rounds ?? 0);
    if (item.type === 'material') return item.material_id === null || opened.has(itemKey);
    const status = newestAnswer.get(itemKey);
    return status !== undefined && status !== 'needs_rework';
  };
  const overdue: OverdueHomework[] = [];
  for (const entry of homework) {
    if (entry.due_on >= window.today) continue;
    const own = items.filter((item) => item.homework_id === entry.id);
    for (const student of students) {
      if (entry.due_on < student.joined_on) continue;
      if (own.every((item) => doneBy(student.id, item))) continue;
      overdue.push({ student_id: student.id, homework_id: entry.id, title: entry.title, due_on: entry.due_on });
    }
  }
  return { overdue, lastAnswerAt };
}
