import type { WordSearchAnswer, WordSearchSettings, WordSearchTask } from '@umka/games';
import type { TaskViewProps } from '../shell/types.ts';
import { WordGameView } from '../words/WordGameView.tsx';

/** Words hidden along lines, found in any order by dragging from a word's first letter to its last. */
export function WordSearchView({
  settings,
  allTasks,
  answeredTasks,
  answered,
  onShown,
  onAnswer,
}: TaskViewProps<WordSearchSettings, WordSearchTask, WordSearchAnswer>) {
  return (
    <WordGameView
      words={allTasks}
      locale={settings.locale}
      answeredTasks={answeredTasks}
      answered={answered}
      onShown={onShown}
      onAnswer={onAnswer}
      mode="line"
      anywhere
      showWords
      toAnswer={(cells, misses) => ({
        from: cells[0] as [number, number],
        to: cells[cells.length - 1] as [number, number],
        misses,
      })}
    />
  );
}
