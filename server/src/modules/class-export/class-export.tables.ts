import type { ClassExportSection, Homework, HomeworkAnswerStatus, HomeworkItemProgress, Locale } from '@umka/contracts';
import { titleOf } from '../../lib/localized-columns.ts';
import { EXPORT_LABELS, type HomeworkState } from './class-export.labels.ts';
import type { diaryRows, trainerTitles, trainerTotals } from './class-export.repo.ts';

/** A day is kept apart from text so each format writes it as its readers expect (a date cell in XLSX). */
export type ExportCell = string | number | { day: string } | null;

export interface ExportTable {
  section: ClassExportSection;
  /** The sheet's name in the teacher's language. */
  title: string;
  header: readonly string[];
  rows: ExportCell[][];
}

export interface ExportStudent {
  id: number;
  first_name: string;
  last_name: string;
}

const studentName = (student: ExportStudent) => `${student.last_name} ${student.first_name}`.trim();

/** Rounds per student and trainer; a student with none in the period still gets a row, so nobody is missed. */
export function trainersTable(
  locale: Locale,
  students: readonly ExportStudent[],
  titles: Awaited<ReturnType<typeof trainerTitles>>,
  totals: Awaited<ReturnType<typeof trainerTotals>>,
): ExportTable {
  const labels = EXPORT_LABELS[locale];
  const order = new Map(titles.map((trainer, index) => [trainer.id, index]));
  const titleById = new Map(titles.map((trainer) => [trainer.id, titleOf(trainer)[locale]]));
  const rows: ExportCell[][] = [];
  for (const student of students) {
    const own = totals
      .filter((row) => row.student_id === student.id)
      .sort((a, b) => (order.get(a.trainer_id) ?? 0) - (order.get(b.trainer_id) ?? 0));
    if (own.length === 0) rows.push([studentName(student), null, 0, null, null, 0]);
    for (const row of own) {
      rows.push([
        studentName(student),
        titleById.get(row.trainer_id) ?? String(row.trainer_id),
        Number(row.rounds),
        Number(row.best_score),
        Math.round(Number(row.average_score) * 10) / 10,
        Math.round(Number(row.duration_ms) / 6000) / 10,
      ]);
    }
  }
  return { section: 'trainers', title: labels.sheets.trainers, header: labels.trainers, rows };
}

function homeworkState(items: readonly HomeworkItemProgress[], dueOn: string, today: string): HomeworkState {
  if (items.every((item) => item.complete)) return 'done';
  if (dueOn < today) return 'overdue';
  const started = items.some((item) => item.complete || item.rounds_done > 0 || item.answer !== null);
  return started ? 'in_progress' : 'not_started';
}

/** The review the tasks need most: one to rework outweighs one waiting, which outweighs accepted ones. */
function review(items: readonly HomeworkItemProgress[]): HomeworkAnswerStatus | null {
  const statuses = items.flatMap((item) => (item.answer ? [item.answer.status] : []));
  if (statuses.includes('needs_rework')) return 'needs_rework';
  if (statuses.includes('submitted')) return 'submitted';
  return statuses.length > 0 ? 'accepted' : null;
}

/** A row per student and homework: where they stand, how many items are done, the teacher's review and comments. */
export function homeworkTable(
  locale: Locale,
  students: readonly ExportStudent[],
  homework: readonly Homework[],
  progress: (studentId: number, homework: Homework) => HomeworkItemProgress[],
  today: string,
): ExportTable {
  const labels = EXPORT_LABELS[locale];
  const rows: ExportCell[][] = [];
  for (const student of students) {
    for (const entry of homework) {
      const items = progress(student.id, entry);
      const reviewed = review(items);
      const comments = items.flatMap((item) => (item.answer?.comment ? [item.answer.comment] : []));
      rows.push([
        studentName(student),
        entry.title,
        { day: entry.given_on },
        { day: entry.due_on },
        labels.homeworkStates[homeworkState(items, entry.due_on, today)],
        `${items.filter((item) => item.complete).length}/${items.length}`,
        reviewed ? labels.reviews[reviewed] : null,
        comments.length > 0 ? comments.join(' / ') : null,
      ]);
    }
  }
  return { section: 'homework', title: labels.sheets.homework, header: labels.homework, rows };
}

/** The lessons of the period in date order, a row per student marked in them. */
export function diaryTable(
  locale: Locale,
  students: readonly ExportStudent[],
  rows: Awaited<ReturnType<typeof diaryRows>>,
): ExportTable {
  const labels = EXPORT_LABELS[locale];
  const order = new Map(students.map((student, index) => [student.id, index]));
  const names = new Map(students.map((student) => [student.id, studentName(student)]));
  const sorted = [...rows].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.entry_id - b.entry_id ||
      (order.get(a.student_id) ?? 0) - (order.get(b.student_id) ?? 0),
  );
  return {
    section: 'diary',
    title: labels.sheets.diary,
    header: labels.diary,
    rows: sorted.map((row) => [
      { day: row.date },
      row.topic,
      names.get(row.student_id) ?? String(row.student_id),
      labels.attendance[row.attendance],
      row.mark,
      row.comment,
    ]),
  };
}
