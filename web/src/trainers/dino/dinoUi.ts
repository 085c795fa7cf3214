import {
  DINO_DURATIONS,
  DINO_MODES,
  type DinoAnswer,
  type DinoTask,
  dinoRules,
  QUICK_EXAMPLE_LEVELS,
} from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { DinoView } from './DinoView.tsx';

export const dinoUi = defineTrainerUi({
  component: dinoRules.component,
  rules: dinoRules,
  fields: [
    { kind: 'numberSelect', key: 'seconds', options: DINO_DURATIONS },
    { kind: 'select', key: 'mode', options: DINO_MODES },
    { kind: 'number', key: 'level', min: 1, max: QUICK_EXAMPLE_LEVELS },
  ],
  TaskView: DinoView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  // The run counts down its own steps; one that lasted them all ended because the time was out (spec §8).
  ownClock: { ranOut: (task: DinoTask, answer: DinoAnswer) => answer.ticks >= task.maxTicks },
  // A run is answered only by ending it, so no wrong answer asks for a solution.
  solution: () => '',
});
