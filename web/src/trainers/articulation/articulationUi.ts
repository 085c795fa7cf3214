import {
  ARTICULATION_EXERCISE_KEYS,
  ARTICULATION_ROUND_SIZES,
  type ArticulationTask,
  articulationRules,
} from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { ArticulationView } from './ArticulationView.tsx';
import { EveryDayNote } from './EveryDayNote.tsx';

export const articulationUi = defineTrainerUi({
  component: articulationRules.component,
  rules: articulationRules,
  fields: [
    { kind: 'number', key: 'level', min: 1, max: ARTICULATION_ROUND_SIZES.length },
    { kind: 'multiselect', key: 'exercises', options: ARTICULATION_EXERCISE_KEYS },
  ],
  TaskView: ArticulationView,
  decimals: false,
  usesKeypad: () => false,
  // The view says "well done" or moves on by itself; nothing is ever marked wrong.
  flow: true,
  // Never shown (a flowing round has no answer feedback); the exercise's key names it.
  solution: (task: ArticulationTask) => task.key,
  ResultDetails: EveryDayNote,
});
