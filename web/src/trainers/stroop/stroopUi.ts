import { type StroopTask, stroopColours, stroopModes, stroopRules } from '@umka/games';
import { i18n } from '../../lib/i18n.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { StroopView } from './StroopView.tsx';

export const stroopUi = defineTrainerUi({
  component: stroopRules.component,
  rules: stroopRules,
  fields: [
    { kind: 'select', key: 'mode', options: stroopModes },
    { kind: 'number', key: 'colours', min: 3, max: stroopColours.length },
    { kind: 'number', key: 'count', min: 10, max: 60, step: 5 },
    { kind: 'switch', key: 'patterns' },
  ],
  TaskView: StroopView,
  decimals: false,
  usesKeypad: () => false,
  solution: (task: StroopTask) => i18n.t(`trainers.stroop.colours.${task.right}`),
});
