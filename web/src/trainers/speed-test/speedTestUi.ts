import { type SpeedTask, speedOperations, speedTestRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { SpeedTestView, speedTaskText } from './SpeedTestView.tsx';

export const speedTestUi = defineTrainerUi({
  component: speedTestRules.component,
  rules: speedTestRules,
  fields: [
    { kind: 'number', key: 'durationSec', min: 30, max: 300, step: 30 },
    { kind: 'multiselect', key: 'operations', options: speedOperations },
    { kind: 'number', key: 'maxOperand', min: 5, max: 100 },
  ],
  TaskView: SpeedTestView,
  decimals: false,
  negatives: () => false,
  // The next task is already on screen when this shows, so the feedback names the task it was about.
  solution: (task: SpeedTask) => `${speedTaskText(task)} = ${task.answer}`,
});
