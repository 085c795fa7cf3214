import { fireEvent, screen } from '@testing-library/react';
import { type DinoSettings, dinoRules } from '@umka/games';
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
    const settings: DinoSettings = { seconds: 30 };
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
});
