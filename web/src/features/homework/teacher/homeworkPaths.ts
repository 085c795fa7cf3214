import type { Homework } from '@umka/contracts';

/** Spec §2 names the edit pages `edit-hw_{homeworkId}` and `task_{taskId}` inside the class. */
export function homeworkEditPath(classId: number, homework: Pick<Homework, 'id' | 'single_task'>): string {
  return `/teacher/classes/${classId}/${homework.single_task ? 'task' : 'edit-hw'}_${homework.id}`;
}

export type HomeworkSegment = { kind: 'homework' | 'task'; id: number };

/** Reads `edit-hw_12` / `task_12`; anything else is not a homework page. */
export function parseHomeworkSegment(segment: string | undefined): HomeworkSegment | null {
  const match = /^(edit-hw|task)_([1-9]\d{0,9})$/.exec(segment ?? '');
  if (!match?.[2]) return null;
  return { kind: match[1] === 'task' ? 'task' : 'homework', id: Number(match[2]) };
}
