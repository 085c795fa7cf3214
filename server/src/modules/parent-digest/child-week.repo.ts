import type { ChildWeek, ChildWeekHomework, ChildWeekSubject } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { homeworkPort } from '../homework/homework.port.ts';

type Tally = Map<number, { a: number; b: number }>;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
// Far enough that the standing lists every not-done homework of the window, not only the late ones.
const ALL_DUE = '9999-12-31';

/**
 * Where the child stands on each subject's homework live in the week (due in it or after, given before its end), as
 * of `today`.
 */
async function homeworkBySubject(
  db: Kysely<DB>,
  studentId: number,
  { from, to, today }: { from: string; to: string; today: string },
): Promise<Map<number, ChildWeekHomework>> {
  const groups = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select(['g.id', 'g.subject_id', 'gs.created_at'])
    .where('gs.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null)
    .execute();
  const result = new Map<number, ChildWeekHomework>();
  if (groups.length === 0) return result;
  const homework = await db
    .selectFrom('homework')
    .select(['id', 'group_id', 'due_on'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .where('published', '=', true)
    .where('due_on', '>=', from)
    .where('given_on', '<', to)
    .execute();
  for (const group of groups) {
    const joinedOn = group.created_at.slice(0, 10);
    // Homework due before the child joined the class is not theirs, as the homework module decides.
    const own = homework.filter((entry) => entry.group_id === group.id && entry.due_on >= joinedOn);
    if (own.length === 0) continue;
    const standing = await homeworkPort.classHomeworkStanding(db, group.id, [{ id: studentId, joined_on: joinedOn }], {
      from,
      today: ALL_DUE,
    });
    const notDone = new Set(standing.overdue.map((entry) => entry.homework_id));
    const tally = result.get(group.subject_id) ?? { done: 0, open: 0, overdue: 0 };
    for (const entry of own) {
      if (!notDone.has(entry.id)) tally.done += 1;
      else if (entry.due_on < today) tally.overdue += 1;
      else tally.open += 1;
    }
    result.set(group.subject_id, tally);
  }
  return result;
}

/**
 * A child's week from `from` (inclusive) to `to` (exclusive): per subject the validated trainer rounds and the time
 * in them, homework done, open and overdue, likes earned and spent, diary marks of the week's lessons; and
 * certificates received. Every subject the child studies is listed, zeros and all. Overdue: not done and due before
 * the day of `asOf` — the week's end for a week gone by; pass the current time for a week still running, so homework
 * due later this week is open, not overdue. A fixed handful of queries on the child's own rows (and two more per class
 * with homework in the week).
 */
export async function childWeek(
  db: Kysely<DB>,
  studentId: number,
  from: Date,
  to: Date,
  asOf: Date = to,
): Promise<ChildWeek> {
  const fromAt = from.toISOString();
  const toAt = to.toISOString();
  const fromDay = dayOf(from);
  const toDay = dayOf(to);

  const [studied, rounds, likes, marks, certificates, homework] = await Promise.all([
    db
      .selectFrom('student_subjects')
      .select('subject_id')
      .where('student_id', '=', studentId)
      .where('status', '=', 'active')
      .execute(),
    db
      .selectFrom('trainer_results')
      .select((eb) => [
        'subject_id',
        eb.fn.countAll<string | number>().as('rounds'),
        eb.fn.sum<string | number>('duration_ms').as('ms'),
      ])
      .where('student_id', '=', studentId)
      .where('validate_status', '=', 'ok')
      .where('created_at', '>=', fromAt)
      .where('created_at', '<', toAt)
      .groupBy('subject_id')
      .execute(),
    db
      .selectFrom('likes_ledger')
      .select((eb) => [
        'subject_id',
        eb.fn.sum<string | number>(eb.case().when('delta', '>', 0).then(eb.ref('delta')).else(0).end()).as('earned'),
        eb.fn
          .sum<string | number>(
            eb
              .case()
              .when('delta', '<', 0)
              .then(eb.neg(eb.ref('delta')))
              .else(0)
              .end(),
          )
          .as('spent'),
      ])
      .where('student_id', '=', studentId)
      .where('created_at', '>=', fromAt)
      .where('created_at', '<', toAt)
      .groupBy('subject_id')
      .execute(),
    db
      .selectFrom('diary_rows as r')
      .innerJoin('diary_entries as e', 'e.id', 'r.entry_id')
      .innerJoin('groups as g', 'g.id', 'e.group_id')
      .select(['g.subject_id', 'e.date', 'r.mark'])
      .where('r.student_id', '=', studentId)
      .where('r.mark', 'is not', null)
      .where('e.date', '>=', fromDay)
      .where('e.date', '<', toDay)
      .orderBy('e.date')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('certificates')
      .select(['id', 'title', 'issued_on'])
      .where('student_id', '=', studentId)
      .where('created_at', '>=', fromAt)
      .where('created_at', '<', toAt)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    homeworkBySubject(db, studentId, { from: fromDay, to: toDay, today: dayOf(asOf < to ? asOf : to) }),
  ]);

  const played: Tally = new Map(
    rounds.map((row) => [row.subject_id, { a: Number(row.rounds), b: Number(row.ms ?? 0) }]),
  );
  const liked: Tally = new Map(
    likes.map((row) => [row.subject_id, { a: Number(row.earned ?? 0), b: Number(row.spent ?? 0) }]),
  );
  const subjectIds = new Set<number>([
    ...studied.map((row) => row.subject_id),
    ...played.keys(),
    ...liked.keys(),
    ...marks.map((row) => row.subject_id),
    ...homework.keys(),
  ]);
  const titles =
    subjectIds.size === 0
      ? []
      : await db
          .selectFrom('subjects')
          .select(['id', 'title_ru', 'title_en', 'title_uk'])
          .where('id', 'in', [...subjectIds])
          .orderBy('position')
          .orderBy('id')
          .execute();

  const subjects: ChildWeekSubject[] = titles.map((subject) => ({
    subject_id: subject.id,
    title: { 'ru-RU': subject.title_ru, 'en-US': subject.title_en, 'uk-UA': subject.title_uk },
    rounds: played.get(subject.id)?.a ?? 0,
    minutes: Math.round((played.get(subject.id)?.b ?? 0) / 60_000),
    homework: homework.get(subject.id) ?? { done: 0, open: 0, overdue: 0 },
    likes_earned: liked.get(subject.id)?.a ?? 0,
    likes_spent: liked.get(subject.id)?.b ?? 0,
    marks: marks
      .filter((row) => row.subject_id === subject.id)
      .map((row) => ({ date: row.date, mark: Number(row.mark) })),
  }));
  return { student_id: studentId, from: fromAt, to: toAt, subjects, certificates };
}
