export { isPlayedFromTestOnly } from './playable.ts';
export { TrainerRatingView } from './student/TrainerRatingView.tsx';
export { trainerStatsKeys, trainerStatsQuery, useTrainer, useTrainerStats, useTrainers } from './trainers.queries.ts';
