import { type GraphTask, graphsRules, graphTaskKinds } from '@umka/games';
import { i18n } from '../../lib/i18n.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { signed } from './CoordinateGrid.tsx';
import { GraphsView } from './GraphsView.tsx';

export const graphsUi = defineTrainerUi({
  component: graphsRules.component,
  rules: graphsRules,
  fields: [
    { kind: 'multiselect', key: 'kinds', options: graphTaskKinds },
    { kind: 'number', key: 'range', min: 5, max: 20 },
    { kind: 'number', key: 'count', min: 1, max: 30 },
  ],
  TaskView: GraphsView,
  decimals: true,
  // The feedback prints this as it is, so it is written the interface language's way.
  solution: (task: GraphTask) =>
    task.kind === 'line'
      ? i18n.t('trainers.graphs.lineSolution', { slope: signed(task.slope), intercept: signed(task.intercept) })
      : i18n.t('trainers.graphs.pointSolution', { x: signed(task.point.x), y: signed(task.point.y) }),
  usesKeypad: () => false,
});
