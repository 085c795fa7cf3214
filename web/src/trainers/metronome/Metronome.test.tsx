import { fireEvent, screen } from '@testing-library/react';
import type { MetronomeSettings } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { metronomeUi } from './metronomeUi.ts';

const trainer = testTrainer({
  id: 71,
  component: 'metronome',
  title: { 'ru-RU': 'Метроном', 'en-US': 'Metronome', 'uk-UA': 'Метроном' },
  icon: 'metronome',
});
/** The first click comes this long after the view appears, then four beats of count-in. */
const LEAD_MS = 300;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the metronome', () => {
  it('counts in, takes a tap on each beat with its offset, and answers the beats never tapped as missed', async () => {
    const settings: MetronomeSettings = { bpm: 120, beats: 8 };
    const server = await startRound({ ui: metronomeUi, trainer, settings, seed: 1, locale: 'en-US' });

    await advanceTimers(LEAD_MS + 100);
    expect(screen.getByText(/Listen to the beat/)).toBeInTheDocument();
    await advanceTimers(4 * 500 - 100);
    for (let beat = 0; beat < 6; beat++) {
      // On the beat, then 30 ms late from the third beat on.
      if (beat >= 2) await advanceTimers(30);
      fireEvent.keyDown(window, { key: ' ' });
      await advanceTimers(beat >= 2 ? 470 : 500);
    }
    expect(screen.getByTestId('metronome-last')).toHaveTextContent('In time!');
    await advanceTimers(3000);

    const posted = sentResults(server).at(-1)?.body as {
      answers: { index: number; answer: { offsetMs: number | null } }[];
    };
    const byBeat = [...posted.answers].sort((a, b) => a.index - b.index).map((answer) => answer.answer.offsetMs);
    expect(byBeat).toEqual([0, 0, 30, 30, 30, 30, null, null]);
  });
});
