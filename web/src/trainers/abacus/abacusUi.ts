import { type AbacusTask, abacusRules, MAX_RODS } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { AbacusView } from './AbacusView.tsx';

export const abacusUi = defineTrainerUi({
  component: abacusRules.component,
  rules: abacusRules,
  fields: [
    { kind: 'select', key: 'mode', options: ['read', 'set', 'mixed'] },
    { kind: 'number', key: 'rods', min: 1, max: MAX_RODS },
    { kind: 'number', key: 'displayMs', min: 200, max: 10_000, step: 100 },
    { kind: 'number', key: 'count', min: 1, max: 30 },
  ],
  TaskView: AbacusView,
  decimals: false,
  negatives: () => false,
  solution: (task: AbacusTask) => task.value,
  usesKeypad: (task: AbacusTask) => task.mode === 'read',
});
