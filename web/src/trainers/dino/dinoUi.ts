import { DINO_DURATIONS, dinoRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { DinoView } from './DinoView.tsx';

export const dinoUi = defineTrainerUi({
  component: dinoRules.component,
  rules: dinoRules,
  fields: [{ kind: 'numberSelect', key: 'seconds', options: DINO_DURATIONS }],
  TaskView: DinoView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  // A run is answered only by ending it, so no wrong answer asks for a solution.
  solution: () => '',
});
