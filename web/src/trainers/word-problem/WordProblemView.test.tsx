import { screen } from '@testing-library/react';
import { type WordProblemSettings, wordProblemRules } from '@umka/games';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { WordProblemView } from './WordProblemView.tsx';

const settings: WordProblemSettings = {
  templates: [
    {
      id: 1,
      text: 'У Маши {a} {a|яблоко|яблока|яблок}. Сколько?',
      textEn: 'Masha has {a} {a|apple|apples}. How many?',
      textUk: null,
      expression: 'a',
      variables: ['a'],
      digitRank: 1,
      integerAnswer: true,
      classNumber: 1,
    },
  ],
  count: 1,
};
const [task] = wordProblemRules.generate(3, settings);

const show = (locale: 'ru-RU' | 'en-US' | 'uk-UA') => {
  if (!task) throw new Error('a task expected');
  renderWithProviders(
    <WordProblemView
      task={task}
      settings={settings}
      onShown={vi.fn()}
      answered={false}
      onAnswer={vi.fn()}
      allTasks={[task]}
      answeredTasks={new Set()}
    />,
    { locale },
  );
};

describe('a word problem on screen', () => {
  it("reads in the player's language, with the same numbers", () => {
    show('en-US');
    expect(screen.getByTestId('word-problem')).toHaveTextContent(`Masha has ${task?.values.a} apple`);
  });

  it('reads in Russian where the task has no translation to the language', () => {
    show('uk-UA');
    expect(screen.getByTestId('word-problem')).toHaveTextContent(`У Маши ${task?.values.a}`);
  });
});
