import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import { beatMs, METRONOME_MAX_BPM, METRONOME_MIN_BPM, type MetronomeSettings, metronomeRules } from './metronome.ts';

const settings: fc.Arbitrary<MetronomeSettings> = fc.record({
  bpm: fc.integer({ min: METRONOME_MIN_BPM, max: METRONOME_MAX_BPM }),
  beats: fc.integer({ min: 8, max: 32 }),
});
const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, bpm: 39 })),
  settings.map((s) => ({ ...s, bpm: 209 })),
  settings.map((s) => ({ ...s, beats: 4 })),
);

describe('metronome rules', () => {
  itObeysTrainerLaws({
    rules: metronomeRules,
    settings,
    badSettings,
    trueAnswer: () => ({ offsetMs: 0 }),
    wrongAnswer: (task, _s, salt) => ({ offsetMs: (salt % 2 === 0 ? 1 : -1) * (Math.ceil(task.toleranceMs) + 1) }),
  });

  it('lays the scored beats a beat apart after the count-in, with a tolerance between 60 and 150 ms', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const tasks = metronomeRules.generate(0, s);
        expect(tasks).toHaveLength(s.beats);
        for (const [i, task] of tasks.entries()) {
          expect(task.atMs).toBeCloseTo((4 + i) * beatMs(s));
          expect(task.toleranceMs).toBeGreaterThanOrEqual(60);
          expect(task.toleranceMs).toBeLessThanOrEqual(150);
        }
      }),
    );
  });

  it('scores taps on the beat 100, drifting taps less, and refuses taps over sooner than the beats', () => {
    const s = { bpm: 120, beats: 8 };
    const tapped = (offsetMs: number, ms: number) =>
      metronomeRules.generate(0, s).map((_task, index) => ({ index, answer: { offsetMs }, ms }));
    const exact = validateRound(metronomeRules, { seed: 0, settings: s, answers: tapped(0, 500), elapsedMs: 8000 });
    const drifting = validateRound(metronomeRules, { seed: 0, settings: s, answers: tapped(50, 500), elapsedMs: 8000 });
    const hurried = validateRound(metronomeRules, { seed: 0, settings: s, answers: tapped(0, 100), elapsedMs: 8000 });
    expect(exact).toMatchObject({ status: 'ok', outcome: { correct: 8, score: 100 } });
    expect(drifting).toMatchObject({ status: 'ok', outcome: { correct: 8 } });
    expect(drifting.outcome.score).toBeLessThan(100);
    expect(hurried).toMatchObject({ status: 'rejected', reason: 'too_fast' });
  });
});
