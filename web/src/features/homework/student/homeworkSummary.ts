import type { StudentHomework } from '@umka/contracts';

export interface SubjectHomeworkSummary {
  subjectId: number;
  homework: number;
  /** Every item complete, and every task's newest answer sent by the due day. */
  onTime: number;
  trainerTargets: number;
  trainerTargetsReached: number;
  tasks: number;
  tasksAccepted: number;
}

/**
 * "On time" can only be told from the answers' dates: the progress carries no date for trainer rounds,
 * so a complete homework whose task answers were all sent by its due day counts as done on time.
 */
function doneOnTime(homework: StudentHomework): boolean {
  return (
    homework.complete &&
    homework.progress.every((item) => item.answer === null || item.answer.created_at.slice(0, 10) <= homework.due_on)
  );
}

export function summarizeBySubject(homework: readonly StudentHomework[]): SubjectHomeworkSummary[] {
  const bySubject = new Map<number, SubjectHomeworkSummary>();
  for (const entry of homework) {
    const summary = bySubject.get(entry.subject_id) ?? {
      subjectId: entry.subject_id,
      homework: 0,
      onTime: 0,
      trainerTargets: 0,
      trainerTargetsReached: 0,
      tasks: 0,
      tasksAccepted: 0,
    };
    summary.homework += 1;
    if (doneOnTime(entry)) summary.onTime += 1;
    for (const item of entry.progress) {
      if (item.type === 'trainer') {
        summary.trainerTargets += 1;
        if (item.complete) summary.trainerTargetsReached += 1;
      } else if (item.type === 'task') {
        summary.tasks += 1;
        if (item.answer?.status === 'accepted') summary.tasksAccepted += 1;
      }
    }
    bySubject.set(entry.subject_id, summary);
  }
  return [...bySubject.values()];
}
