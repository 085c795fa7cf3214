import type { HomeworkItemProgress, StudentHomework } from '@umka/contracts';

/** Due within this many days (today included) is "soon" on the card. */
export const DUE_SOON_DAYS = 2;

export type DueState = 'done' | 'overdue' | 'soon' | 'later';

const DAY_MS = 86_400_000;

/** Today as the student's calendar day, the way a teacher picks due dates. */
export function localDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function dueStateOf(homework: Pick<StudentHomework, 'due_on' | 'complete'>, today: string): DueState {
  if (homework.complete) return 'done';
  const left = daysBetween(today, homework.due_on);
  if (left < 0) return 'overdue';
  return left < DUE_SOON_DAYS ? 'soon' : 'later';
}

export type TaskState = 'notSent' | 'submitted' | 'accepted' | 'needs_rework';

export function taskStateOf(progress: Pick<HomeworkItemProgress, 'answer'> | undefined): TaskState {
  return progress?.answer?.status ?? 'notSent';
}

export const TASK_STATE_COLORS: Record<TaskState, string> = {
  notSent: 'gray',
  submitted: 'blue',
  accepted: 'teal',
  needs_rework: 'orange',
};

export const DUE_STATE_COLORS: Record<DueState, string> = {
  done: 'teal',
  overdue: 'red',
  soon: 'orange',
  later: 'gray',
};
