import { type EquationTask, equationLevels, equationsRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { EquationView } from './EquationView.tsx';

export const equationsUi = defineTrainerUi({
  component: equationsRules.component,
  rules: equationsRules,
  fields: [
    { kind: 'select', key: 'level', options: equationLevels },
    { kind: 'number', key: 'count', min: 1, max: 30 },
  ],
  TaskView: EquationView,
  // Spec §5: answers are compared after rounding to 2 digits, so a decimal point is needed (4x = 7 → 1.75).
  decimals: true,
  solution: (task: EquationTask) => task.solution,
});
