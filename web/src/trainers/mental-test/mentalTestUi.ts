import { type MentalTestTask, mentalTestRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { MentalTestView } from './MentalTestView.tsx';

/** Played from a test's page with the test's own settings, so the start screen has no form. */
export const mentalTestUi = defineTrainerUi({
  component: mentalTestRules.component,
  rules: mentalTestRules,
  fields: [],
  TaskView: MentalTestView,
  decimals: false,
  negatives: () => false,
  solution: (task: MentalTestTask) => task.answer,
});
