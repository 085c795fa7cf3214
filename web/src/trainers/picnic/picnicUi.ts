import { picnicSingleRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { PicnicSingleResult } from './PicnicSingleResult.tsx';
import { PicnicSingleView } from './PicnicSingleView.tsx';

/**
 * The summer picnic alone against the clock, played in the trainer shell as a round of the picnic's catalogue trainer
 * (/online/{id}/picnic/single). Not in the trainer registry: the picnic is an online game, reached from the online
 * games behind their likes gate, not from the trainers list.
 */
export const picnicUi = defineTrainerUi({
  component: picnicSingleRules.component,
  rules: picnicSingleRules,
  fields: [],
  TaskView: PicnicSingleView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  // The round is answered only when its 90 seconds are up.
  ownClock: { ranOut: () => true },
  ResultCount: PicnicSingleResult,
  // A round is answered only by playing it out, so no wrong answer asks for a solution.
  solution: () => '',
});
