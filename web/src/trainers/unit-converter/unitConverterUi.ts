import { quantities, solveUnitTask, type UnitTask, unitConverterRules, unitTaskKinds } from '@umka/games';
import { i18n } from '../../lib/i18n.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { UnitConverterView } from './UnitConverterView.tsx';

export const unitConverterUi = defineTrainerUi({
  component: unitConverterRules.component,
  rules: unitConverterRules,
  fields: [
    { kind: 'multiselect', key: 'quantities', options: quantities },
    { kind: 'select', key: 'kind', options: unitTaskKinds },
    { kind: 'number', key: 'count', min: 1, max: 30 },
  ],
  TaskView: UnitConverterView,
  // Values are built so every conversion is a whole number.
  decimals: false,
  // The feedback prints this as it is, so a unit is given in the interface language.
  solution: (task: UnitTask) => {
    const answer = solveUnitTask(task);
    return typeof answer === 'number' ? answer : i18n.t(`trainers.unitConverter.units.${answer}`);
  },
  usesKeypad: (task: UnitTask) => task.kind === 'convert',
});
