import type { TrainerStats } from '@umka/contracts';

/** Trainers with something to show: counted rounds, or at least a refused one the reader should see. */
export function playedTrainers(stats: readonly TrainerStats[] | undefined): TrainerStats[] {
  return stats?.filter((trainer) => trainer.recent.length > 0 || trainer.rounds > 0) ?? [];
}
