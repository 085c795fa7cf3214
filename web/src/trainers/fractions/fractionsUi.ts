import { type FractionTask, formatFraction, fractionOperations, fractionsRules, solveFraction } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { FractionsView } from './FractionsView.tsx';

export const fractionsUi = defineTrainerUi({
  component: fractionsRules.component,
  rules: fractionsRules,
  fields: [
    { kind: 'select', key: 'operation', options: fractionOperations },
    { kind: 'number', key: 'level', min: 1, max: 4 },
    { kind: 'number', key: 'count', min: 1, max: 30 },
  ],
  TaskView: FractionsView,
  decimals: false,
  solution: (task: FractionTask) => {
    const answer = solveFraction(task);
    if (typeof answer === 'string') return answer;
    // A whole result is written as a number, the way it is typed: with the denominator left empty.
    return answer.denominator === 1 ? answer.numerator : formatFraction(answer);
  },
  usesKeypad: () => false,
});
