import type { HelpSignal, LocalizedText } from '@umka/contracts';
import type { TFunction } from 'i18next';

/** Why the signal stands, in the teacher's words, with its numbers. */
export function helpSignalReason(signal: HelpSignal, t: TFunction, localize: (text: LocalizedText) => string): string {
  const { facts } = signal;
  const trainer = facts.trainer_title ? localize(facts.trainer_title) : t('helpSignals.trainerFallback');
  switch (signal.rule) {
    case 'failed_streak':
      return t('helpSignals.reason.failedStreak', { count: facts.count ?? 0, trainer });
    case 'score_drop':
      return t('helpSignals.reason.scoreDrop', {
        percent: facts.drop_percent ?? 0,
        trainer,
        recent: facts.recent_mean ?? 0,
        previous: facts.previous_mean ?? 0,
      });
    case 'homework_overdue':
      return t('helpSignals.reason.homeworkOverdue', { count: facts.days ?? 0, title: facts.homework_title ?? '' });
    case 'inactive':
      return facts.last_active_on === null
        ? t('helpSignals.reason.inactiveSinceJoining', { count: facts.days ?? 0 })
        : t('helpSignals.reason.inactive', { count: facts.days ?? 0 });
  }
}

/** The teacher's page of the student where the signal's evidence is: their trainers, their homework, their card. */
export function helpSignalLink(signal: HelpSignal): { to: string; label: 'trainers' | 'homework' | 'student' } {
  const base = `/teacher/students/${signal.student_id}`;
  if (signal.rule === 'homework_overdue') return { to: `${base}/homework`, label: 'homework' };
  if (signal.rule === 'inactive') return { to: base, label: 'student' };
  return { to: `${base}/trainers`, label: 'trainers' };
}
