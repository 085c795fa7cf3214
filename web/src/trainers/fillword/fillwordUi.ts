import { type FillwordTask, fillwordRules, fillwordSettings } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { WordGameResult } from '../words/WordGameResult.tsx';
import { tryOutWords, wordGameStart } from '../words/wordGameUi.ts';
import { FillwordView } from './FillwordView.tsx';

export const fillwordUi = defineTrainerUi({
  component: fillwordRules.component,
  rules: fillwordRules,
  fields: [],
  startSettings: wordGameStart,
  resolveTryOutSettings: async (chosen) => fillwordSettings.parse(await tryOutWords('fillword', chosen)),
  TaskView: FillwordView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  anyOrder: true,
  ResultDetails: WordGameResult,
  solution: (task: FillwordTask) => task.word,
});
