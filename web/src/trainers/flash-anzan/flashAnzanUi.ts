import { flashAnzanRules, sumOf } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { FlashAnzanView } from './FlashAnzanView.tsx';
import { SpeakSwitch } from './SpeakSwitch.tsx';

export const flashAnzanUi = defineTrainerUi({
  component: flashAnzanRules.component,
  rules: flashAnzanRules,
  fields: [
    { kind: 'number', key: 'digits', min: 1, max: 5 },
    { kind: 'number', key: 'count', min: 2, max: 50 },
    { kind: 'number', key: 'speedMs', min: 100, max: 3000, step: 100 },
    { kind: 'select', key: 'operations', options: ['add', 'addSub'] },
    { kind: 'switch', key: 'allowNegative' },
    { kind: 'number', key: 'problems', min: 1, max: 20 },
  ],
  TaskView: FlashAnzanView,
  decimals: false,
  // Without subtraction, or with a running total kept at zero or above, the sum cannot go below zero.
  negatives: (settings) => settings.operations !== 'add' && settings.allowNegative,
  solution: sumOf,
  StartExtras: SpeakSwitch,
});
