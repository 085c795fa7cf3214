import type { StudentHomework, SubjectTrainerRef, TrainerStats } from '@umka/contracts';
import { homeworkTrainerPath, localDay } from '../../../homework/index.ts';

/** The homework to do first: the soonest due of those not complete (the list comes soonest first). */
export function homeworkDue(current: readonly StudentHomework[]): StudentHomework | null {
  return current.find((homework) => !homework.complete) ?? null;
}

export interface Suggestion {
  trainerId: number;
  to: string;
  /** Why this one: a homework target waits for it, it was never played, or it was played least recently. */
  reason: 'homework' | 'new' | 'rested';
}

/** When the student last played a trainer, or null if never. */
function lastPlayed(stats: readonly TrainerStats[], trainerId: number): string | null {
  const entry = stats.find((item) => item.trainer_id === trainerId);
  const dates = [...(entry?.recent ?? []), ...(entry?.trend ?? [])].map((round) => round.created_at);
  return dates.length === 0 ? null : dates.reduce((latest, date) => (date > latest ? date : latest));
}

/**
 * One trainer to play next: a trainer round a current homework still needs, else one of the subject's
 * trainers never played, else the one played longest ago. Only trainers the caller can play are given.
 */
export function suggestTrainer(
  homework: StudentHomework | null,
  trainers: readonly SubjectTrainerRef[],
  stats: readonly TrainerStats[],
): Suggestion | null {
  const waiting = homework?.items.find(
    (item) =>
      item.type === 'trainer' && !homework.progress.some((entry) => entry.item_id === item.id && entry.complete),
  );
  if (homework && waiting?.type === 'trainer') {
    return { trainerId: waiting.trainer_id, to: homeworkTrainerPath(homework.id, waiting.id), reason: 'homework' };
  }
  let best: { ref: SubjectTrainerRef; last: string | null } | null = null;
  for (const ref of trainers) {
    const last = lastPlayed(stats, ref.id);
    if (best === null || (last === null ? best.last !== null : best.last !== null && last < best.last)) {
      best = { ref, last };
    }
  }
  if (!best) return null;
  return { trainerId: best.ref.id, to: `/trainers/${best.ref.id}`, reason: best.last === null ? 'new' : 'rested' };
}

export interface ActivityDay {
  /** The calendar day, YYYY-MM-DD in the student's own time zone. */
  day: string;
  rounds: number;
  today: boolean;
}

/** The last seven days up to today, each with the rounds the student played on it (in their time zone). */
export function weekActivity(stats: readonly TrainerStats[], now: Date): ActivityDay[] {
  const counts = new Map<string, number>();
  for (const entry of stats) {
    for (const round of entry.trend) {
      const day = localDay(new Date(round.created_at));
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
  }
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (6 - index));
    const day = localDay(date);
    return { day, rounds: counts.get(day) ?? 0, today: index === 6 };
  });
}
