import { fireEvent, screen, within } from '@testing-library/react';
import { Course, type DinoSettings, dinoRules, type QuickTask } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { dinoUi } from './dinoUi.ts';

const SEED = 4;
const trainer = testTrainer({
  id: 61,
  component: 'dino',
  title: { 'ru-RU': 'Динозаврик', 'en-US': 'Dino run', 'uk-UA': 'Динозаврик' },
  icon: 'dino',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the dino run', () => {
  it('runs in fixed steps, records each press with its step, and sends a run the rules replay to the same end', async () => {
    const settings: DinoSettings = { seconds: 30, mode: 'run', level: 1 };
    const server = await startRound({ ui: dinoUi, trainer, settings, seed: SEED, locale: 'en-US' });

    await advanceTimers(500);
    fireEvent.keyDown(window, { key: ' ' });
    await advanceTimers(20_000);

    const posted = sentResults(server).at(-1)?.body as { answers: { answer: unknown }[] };
    const answer = dinoRules.answer.parse(posted.answers[0]?.answer);
    expect(answer.inputs[0]?.[1]).toBe('jump');
    const [task] = dinoRules.generate(SEED, settings);
    if (!task) throw new Error('no run');
    expect(dinoRules.check(task, answer, settings)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Round over!' })).toBeInTheDocument();
  });

  it('stops a learning run at the cactus until the right choice, jumps it, and says the time is out at the end', async () => {
    const settings: DinoSettings = { seconds: 30, mode: 'learn', level: 1 };
    const server = await startRound({ ui: dinoUi, trainer, settings, seed: SEED, locale: 'en-US' });
    const first = new Course(SEED, 1).at(0).task as QuickTask;

    await advanceTimers(4000);
    const question = screen.getByTestId('dino-question');
    expect(within(question).getByText(`Solve to jump over: ${first.example} = ?`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jump' })).not.toBeInTheDocument();
    const wrong = first.choices.find((choice) => choice !== first.answer);
    fireEvent.click(within(question).getByRole('button', { name: String(wrong) }));
    await advanceTimers(300);
    expect(screen.getByText('Almost! Think again')).toBeInTheDocument();
    await advanceTimers(1200);
    fireEvent.click(within(screen.getByTestId('dino-question')).getByRole('button', { name: String(first.answer) }));
    await advanceTimers(500);
    expect(screen.queryByText(`Solve to jump over: ${first.example} = ?`)).not.toBeInTheDocument();

    await advanceTimers(30_000);
    const posted = sentResults(server).at(-1)?.body as { answers: { answer: unknown }[] };
    const answer = dinoRules.answer.parse(posted.answers[0]?.answer);
    expect(answer.inputs.slice(0, 2).map(([, press]) => press)).toEqual([wrong, first.answer]);
    const [task] = dinoRules.generate(SEED, settings);
    if (!task) throw new Error('no run');
    expect(dinoRules.check(task, answer, settings)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Time is out' })).toBeInTheDocument();
  });
});
