import { METRONOME_MAX_BPM, METRONOME_MIN_BPM, type MetronomeTask, metronomeRules } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { MetronomeView } from './MetronomeView.tsx';

export const metronomeUi = defineTrainerUi({
  component: metronomeRules.component,
  rules: metronomeRules,
  fields: [
    { kind: 'number', key: 'bpm', min: METRONOME_MIN_BPM, max: METRONOME_MAX_BPM, step: 4 },
    { kind: 'number', key: 'beats', min: 8, max: 32 },
  ],
  TaskView: MetronomeView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  anyOrder: true,
  solution: (task: MetronomeTask) => task.beat + 1,
});
