import {
  SCHULTE_MAX_SIZE,
  SCHULTE_MIN_SIZE,
  type SchulteTask,
  schulteRules,
  schulteSymbols,
  schulteVariants,
} from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { SchulteResult } from './SchulteResult.tsx';
import { SchulteView } from './SchulteView.tsx';

export const schulteUi = defineTrainerUi({
  component: schulteRules.component,
  rules: schulteRules,
  fields: [
    { kind: 'number', key: 'size', min: SCHULTE_MIN_SIZE, max: SCHULTE_MAX_SIZE },
    { kind: 'select', key: 'variant', options: schulteVariants },
    { kind: 'select', key: 'symbols', options: schulteSymbols },
  ],
  TaskView: SchulteView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  ResultDetails: SchulteResult,
  solution: (task: SchulteTask) => task.target.label,
});
