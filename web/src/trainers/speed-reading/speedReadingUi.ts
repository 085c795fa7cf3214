import {
  LOCALES,
  READING_LEVELS,
  readingTextsApi,
  SPEED_READING_MAX_WPM,
  SPEED_READING_MIN_WPM,
  SPEED_READING_MODES,
  speedReadingChoiceSchema,
} from '@umka/contracts';
import { type SpeedReadingTask, speedReadingRules, speedReadingSettings } from '@umka/games';
import { silentApi } from '../../lib/api.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { SpeedReadingResult } from './SpeedReadingResult.tsx';
import { SpeedReadingView } from './SpeedReadingView.tsx';

/** The reader picks the language, level, mode and pace; the server deals a text of that language and level. */
export const speedReadingUi = defineTrainerUi({
  component: speedReadingRules.component,
  rules: speedReadingRules,
  fields: [],
  startSettings: {
    schema: speedReadingChoiceSchema,
    defaults: { level: 1, mode: 'rsvp', wpm: 120 },
    languageKey: 'locale',
    fields: [
      { kind: 'select', key: 'locale', options: LOCALES },
      { kind: 'numberSelect', key: 'level', options: READING_LEVELS },
      { kind: 'select', key: 'mode', options: SPEED_READING_MODES },
      { kind: 'number', key: 'wpm', min: SPEED_READING_MIN_WPM, max: SPEED_READING_MAX_WPM, step: 10 },
    ],
  },
  resolveTryOutSettings: async (chosen) =>
    speedReadingSettings.parse(await silentApi.call(readingTextsApi.tryOut, { body: chosen })),
  TaskView: SpeedReadingView,
  decimals: false,
  usesKeypad: () => false,
  ResultDetails: SpeedReadingResult,
  solution: (task: SpeedReadingTask) => (task.kind === 'question' ? (task.options[task.answer] ?? '') : task.target),
});
