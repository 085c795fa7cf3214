import { fireEvent, screen, within } from '@testing-library/react';
import { type MemoSettings, memoRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { memoUi } from './memoUi.ts';

const SEED = 12;
const SETTINGS: MemoSettings = { kind: 'pictures', length: 4, showMs: 1500, locale: 'en-US', words: [] };
const tasks = memoRules.generate(SEED, SETTINGS);
const sequence = tasks[0]?.sequence ?? [];
const trainer = testTrainer({
  id: 41,
  component: 'memo',
  title: { 'ru-RU': 'Мнемотехника', 'en-US': 'Memory trainer', 'uk-UA': 'Мнемотехніка' },
  icon: 'memo',
});
const NAMES: Record<string, string> = { 'fir tree': 'tree', house: 'house' };
const nameOf = (card: string) => Object.entries(NAMES).find(([, id]) => id === card)?.[0] ?? card;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the memory trainer', () => {
  it('shows the pictures one by one, then takes them back in order from the board, a wrong one counted wrong', async () => {
    const server = await startRound({ ui: memoUi, trainer, settings: SETTINGS, seed: SEED, locale: 'en-US' });

    fireEvent.click(screen.getByRole('button', { name: "I'm ready — show me" }));
    expect(screen.getByText('Remember: 1 of 4')).toBeInTheDocument();
    expect(within(screen.getByTestId('memo-card')).getByLabelText(nameOf(sequence[0] ?? ''))).toBeInTheDocument();
    await advanceTimers(SETTINGS.showMs);
    expect(within(screen.getByTestId('memo-card')).getByLabelText(nameOf(sequence[1] ?? ''))).toBeInTheDocument();
    await advanceTimers(SETTINGS.showMs * 3);

    const board = () => screen.getByRole('group', { name: 'Cards to choose from' });
    expect(screen.getByText('What was number 1?')).toBeInTheDocument();
    fireEvent.click(within(board()).getByRole('button', { name: nameOf(sequence[0] ?? '') }));
    await advanceTimers(700);
    expect(screen.getByText('What was number 2?')).toBeInTheDocument();
    fireEvent.click(within(board()).getByRole('button', { name: nameOf(sequence[2] ?? '') }));
    for (const card of sequence.slice(2)) {
      await advanceTimers(700);
      fireEvent.click(within(board()).getByRole('button', { name: nameOf(card) }));
    }
    await advanceTimers(0);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: { pick: number } }[] };
    const board0 = tasks[0]?.board ?? [];
    expect(posted.answers.map((answer) => board0[answer.answer.pick])).toEqual([
      sequence[0],
      sequence[2],
      sequence[2],
      sequence[3],
    ]);
  });
});
