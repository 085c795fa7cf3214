import {
  LOCALES,
  MEMO_KINDS,
  MEMO_MAX_LENGTH,
  MEMO_MAX_SHOW_MS,
  MEMO_MIN_LENGTH,
  MEMO_MIN_SHOW_MS,
  memoChoiceSchema,
  trainerWordsApi,
} from '@umka/contracts';
import { type MemoTask, memoRules, memoSettings } from '@umka/games';
import { silentApi } from '../../lib/api.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { MemoView } from './MemoView.tsx';

/** The player picks what to remember, how many and how long each shows; a word round's words come from the server. */
export const memoUi = defineTrainerUi({
  component: memoRules.component,
  rules: memoRules,
  fields: [],
  startSettings: {
    schema: memoChoiceSchema,
    defaults: { kind: 'pictures', length: 4, showMs: 2000 },
    languageKey: 'locale',
    fields: [
      { kind: 'select', key: 'kind', options: MEMO_KINDS },
      { kind: 'number', key: 'length', min: MEMO_MIN_LENGTH, max: MEMO_MAX_LENGTH },
      { kind: 'number', key: 'showMs', min: MEMO_MIN_SHOW_MS, max: MEMO_MAX_SHOW_MS, step: 500 },
      { kind: 'select', key: 'locale', options: LOCALES },
    ],
  },
  resolveTryOutSettings: async (chosen) =>
    memoSettings.parse(await silentApi.call(trainerWordsApi.memoTryOut, { body: chosen })),
  TaskView: MemoView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  solution: (task: MemoTask) => task.sequence[task.position] ?? '',
});
