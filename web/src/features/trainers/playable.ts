import type { Trainer } from '@umka/contracts';

/** Played from /student/mental-test/{testId} with an admin's fixed tasks, never from the catalogue on its own. */
const MENTAL_TEST = 'mentalTest';

export function isPlayedFromTestOnly(trainer: Pick<Trainer, 'component'>): boolean {
  return trainer.component === MENTAL_TEST;
}
