import { screen } from '@testing-library/react';
import type { SubjectData } from '@umka/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ruRU from '../../locales/ru-RU.json';
import { renderWithProviders } from '../../test/render.tsx';
import { testTrainer } from '../testing/round.tsx';
import { wordSearchUi } from '../word-search/wordSearchUi.ts';
import { StartScreen } from './StartScreen.tsx';

const subject = vi.hoisted(() => ({ data: null as Pick<SubjectData, 'subject'> | null }));
vi.mock('../../lib/subject-context.ts', () => ({ useSubjectDataIfAny: () => subject.data }));

const trainer = testTrainer({
  id: 21,
  component: 'wordSearch',
  title: { 'ru-RU': 'Найди слова', 'en-US': 'Word search', 'uk-UA': 'Знайди слова' },
  icon: 'word-search',
});
const LANGUAGES = ruRU.trainers.settings.wordSearch.localeOptions;

function chosenIn(mainId: number | null) {
  subject.data =
    mainId === null ? null : ({ subject: { id: mainId, main_id: mainId } } as Pick<SubjectData, 'subject'>);
  renderWithProviders(<StartScreen ui={wordSearchUi} trainer={trainer} starting={false} onStart={vi.fn()} />);
  return screen
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.closest('div');
}

afterEach(() => {
  subject.data = null;
  localStorage.clear();
});

describe('the start screen of a word game', () => {
  it('starts an English student on English words though the app speaks Russian', () => {
    expect(chosenIn(9)).toHaveTextContent(LANGUAGES['en-US']);
  });

  it('starts a reader on the words of the interface language', () => {
    expect(chosenIn(2)).toHaveTextContent(LANGUAGES['ru-RU']);
  });

  it('starts a teacher trying it out, with no subject, on the words of the interface language', () => {
    expect(chosenIn(null)).toHaveTextContent(LANGUAGES['ru-RU']);
  });
});
