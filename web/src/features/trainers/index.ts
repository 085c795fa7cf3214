export { isPlayedFromTestOnly } from './playable.ts';
export { playedTrainers } from './playedTrainers.ts';
export { TrainerRatingView } from './student/TrainerRatingView.tsx';
export { TrainerStatsCard } from './TrainerStatsCard.tsx';
export { trainerStatsKeys, trainerStatsQuery, useTrainer, useTrainerStats, useTrainers } from './trainers.queries.ts';
