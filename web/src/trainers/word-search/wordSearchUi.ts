import { type WordSearchTask, wordSearchRules, wordSearchSettings } from '@umka/games';
import { defineTrainerUi } from '../shell/types.ts';
import { WordGameResult } from '../words/WordGameResult.tsx';
import { tryOutWords, wordGameStart } from '../words/wordGameUi.ts';
import { WordSearchView } from './WordSearchView.tsx';

export const wordSearchUi = defineTrainerUi({
  component: wordSearchRules.component,
  rules: wordSearchRules,
  fields: [],
  startSettings: wordGameStart,
  resolveTryOutSettings: async (chosen) => wordSearchSettings.parse(await tryOutWords('wordSearch', chosen)),
  TaskView: WordSearchView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  anyOrder: true,
  ResultDetails: WordGameResult,
  solution: (task: WordSearchTask) => task.word,
});
