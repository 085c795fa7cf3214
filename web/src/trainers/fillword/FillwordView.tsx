import type { FillwordAnswer, FillwordSettings, FillwordTask } from '@umka/games';
import type { TaskViewProps } from '../shell/types.ts';
import { WordGameView } from '../words/WordGameView.tsx';

/** A square every letter of which belongs to one word: words found in any order by snaking through their letters. */
export function FillwordView({
  settings,
  allTasks,
  answeredTasks,
  answered,
  onShown,
  onAnswer,
}: TaskViewProps<FillwordSettings, FillwordTask, FillwordAnswer>) {
  return (
    <WordGameView
      words={allTasks}
      locale={settings.locale}
      answeredTasks={answeredTasks}
      answered={answered}
      onShown={onShown}
      onAnswer={onAnswer}
      mode="path"
      anywhere={false}
      showWords={false}
      toAnswer={(cells, misses) => ({ cells: cells.map(([row, col]) => [row, col] as [number, number]), misses })}
    />
  );
}
