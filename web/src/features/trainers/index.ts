export { isPlayedFromTestOnly } from './playable.ts';
export { trainerStatsKeys, trainerStatsQuery, useTrainer, useTrainerStats, useTrainers } from './trainers.queries.ts';
