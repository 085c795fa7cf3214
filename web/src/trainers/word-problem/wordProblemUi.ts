import { mathTasksApi, wordProblemSessionSettingsSchema } from '@umka/contracts';
import { type WordProblemTask, wordProblemRules, wordProblemSettings } from '@umka/games';
import { silentApi } from '../../lib/api.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { WordProblemView } from './WordProblemView.tsx';

const CLASSES = Array.from({ length: 11 }, (_, i) => i + 1);

/**
 * The player picks a class; the server fills the round's settings with that class's admin tasks,
 * in the session for a student and through the try-out call for a teacher.
 */
export const wordProblemUi = defineTrainerUi({
  component: wordProblemRules.component,
  rules: wordProblemRules,
  fields: [],
  startSettings: {
    schema: wordProblemSessionSettingsSchema,
    defaults: { count: 5 },
    fields: [
      { kind: 'numberSelect', key: 'class_number', options: CLASSES },
      { kind: 'number', key: 'count', min: 1, max: 20 },
    ],
  },
  resolveTryOutSettings: async (chosen) =>
    wordProblemSettings.parse(await silentApi.call(mathTasksApi.tryOut, { body: chosen })),
  TaskView: WordProblemView,
  // Spec §5: answers are compared to 2 decimals, and a problem's answer may have them (a price, a share).
  decimals: true,
  // The generator keeps only problems with an answer of zero or more.
  negatives: () => false,
  solution: (task: WordProblemTask) => task.answer,
});
