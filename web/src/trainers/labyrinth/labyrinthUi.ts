import { LABYRINTH_MAX_MAZES, LABYRINTH_MODES, LABYRINTH_SIZES, type LabyrinthTask, labyrinthRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { LabyrinthView } from './LabyrinthView.tsx';

export const labyrinthUi = defineTrainerUi({
  component: labyrinthRules.component,
  rules: labyrinthRules,
  fields: [
    { kind: 'number', key: 'level', min: 1, max: LABYRINTH_SIZES.length },
    { kind: 'select', key: 'mode', options: LABYRINTH_MODES },
    { kind: 'number', key: 'mazes', min: 1, max: LABYRINTH_MAX_MAZES },
  ],
  TaskView: LabyrinthView,
  decimals: false,
  usesKeypad: () => false,
  // A maze is answered only once walked out of, so no wrong answer asks for a solution; its size names it.
  solution: (task: LabyrinthTask) => `${task.maze.size} × ${task.maze.size}`,
});
