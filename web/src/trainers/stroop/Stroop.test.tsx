import { fireEvent, screen, within } from '@testing-library/react';
import { type StroopTask, stroopRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { stroopUi } from './stroopUi.ts';

const SEED = 31;
const trainer = testTrainer({
  id: 13,
  component: 'stroop',
  title: { 'ru-RU': 'Тест Струпа', 'en-US': 'Stroop test', 'uk-UA': 'Тест Струпа' },
  icon: 'stroop',
});
const RU_NAMES: Record<string, string> = {
  red: 'красный',
  blue: 'синий',
  green: 'зелёный',
  orange: 'оранжевый',
  purple: 'фиолетовый',
  black: 'чёрный',
};

const tasksOf = (settings: object): StroopTask[] => stroopRules.generate(SEED, stroopRules.settings.parse(settings));
const card = () => screen.getByTestId('stroop-card');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Stroop test', () => {
  it('is answered with the number keys: the ink by default, a slip shown with the right colour', async () => {
    const settings = { mode: 'ink', colours: 4, count: 10, patterns: false };
    const tasks = tasksOf(settings);
    const server = await startRound({ ui: stroopUi, trainer, settings, seed: SEED });
    const [first, second] = tasks;
    if (!first || !second) throw new Error('two cards expected');

    expect(screen.getByText('Каким цветом написано слово?')).toBeInTheDocument();
    expect(card()).toHaveTextContent(RU_NAMES[first.word]?.toLocaleUpperCase() ?? '');
    expect(card()).toHaveAttribute('data-ink', first.ink);
    await advanceTimers(700);
    fireEvent.keyDown(window, { key: String(first.options.indexOf(first.ink) + 1) });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(600);

    expect(card()).toHaveAttribute('data-ink', second.ink);
    await advanceTimers(900);
    // Reading the word instead of naming the ink: the classic slip.
    fireEvent.keyDown(window, { key: String(second.options.indexOf(second.word) + 1) });
    expect(screen.getByRole('status')).toHaveTextContent(RU_NAMES[second.ink] ?? '');
    await advanceTimers(1400);

    for (let i = 2; i < tasks.length; i++) {
      await advanceTimers(500);
      const task = tasks[i] as StroopTask;
      fireEvent.keyDown(window, { key: String(task.options.indexOf(task.ink) + 1) });
      await advanceTimers(600);
    }
    const posted = sentResults(server).at(-1)?.body as { answers: { answer: string; ms: number }[] };
    expect(posted.answers.slice(0, 2)).toEqual([
      { index: 0, answer: first.ink, ms: 700 },
      { index: 1, answer: second.word, ms: 900 },
    ]);
    expect(posted.answers).toHaveLength(10);
  });

  it('asks for the word in the word mode, and takes a tap on a colour button', async () => {
    const settings = { mode: 'word', colours: 3, count: 10, patterns: true };
    const [first] = tasksOf(settings);
    if (!first) throw new Error('a card expected');
    const server = await startRound({ ui: stroopUi, trainer, settings, seed: SEED });
    expect(screen.getByText('Какое слово написано?')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^\d: / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '1: красный',
      '2: синий',
      '3: зелёный',
    ]);
    // Patterns on: the word is filled with its ink's pattern, not a flat colour.
    expect(within(card()).getByText(/./).getAttribute('fill')).toMatch(/^url\(#/);
    await advanceTimers(800);
    fireEvent.click(
      screen.getByRole('button', { name: `${first.options.indexOf(first.word) + 1}: ${RU_NAMES[first.word]}` }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    expect(sentResults(server)).toHaveLength(0);
  });
});
