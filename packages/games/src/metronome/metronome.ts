import { z } from 'zod';
import type { TrainerRules } from '../trainer.ts';

export const METRONOME_MIN_BPM = 40;
export const METRONOME_MAX_BPM = 208;
/** Beats played before the scored ones, to catch the pulse. */
export const COUNT_IN_BEATS = 4;

export const metronomeSettings = z.object({
  bpm: z.number().int().min(METRONOME_MIN_BPM).max(METRONOME_MAX_BPM),
  beats: z.number().int().min(8).max(32),
});
export type MetronomeSettings = z.infer<typeof metronomeSettings>;

/** One scored beat: when it falls after the count-in, and how far off a tap may land and still be in time. */
export interface MetronomeTask {
  beat: number;
  atMs: number;
  toleranceMs: number;
}

export const metronomeAnswer = z.object({
  /** How far the tap landed from its beat, in ms (early is negative); null for a beat not tapped. */
  offsetMs: z.number().int().min(-2000).max(2000).nullable(),
});
export type MetronomeAnswer = z.infer<typeof metronomeAnswer>;

export const beatMs = (settings: MetronomeSettings): number => 60_000 / settings.bpm;

/** In time: within a fifth of a beat, and never stricter than 60 ms nor looser than 150 ms. */
const toleranceOf = (settings: MetronomeSettings) => Math.min(150, Math.max(60, beatMs(settings) / 5));

/**
 * A rhythm trainer: a beat at the chosen tempo, tapped along. Each scored beat is a task, answered by the offset of
 * the tap that fell nearest to it (or none). A tap within the tolerance is in time; the score is the mean closeness of
 * the taps, 100 for every tap on the beat, so steadier tapping scores higher whatever the tempo.
 */
export const metronomeRules: TrainerRules<MetronomeSettings, MetronomeTask, MetronomeAnswer> = {
  component: 'metronome',
  settings: metronomeSettings,
  defaults: { bpm: 90, beats: 16 },
  answer: metronomeAnswer,
  generate: (_seed, settings) =>
    Array.from({ length: settings.beats }, (_, beat) => ({
      beat,
      atMs: (COUNT_IN_BEATS + beat) * beatMs(settings),
      toleranceMs: toleranceOf(settings),
    })),
  check: (task, answer) => answer.offsetMs !== null && Math.abs(answer.offsetMs) <= task.toleranceMs,
  minAnswerMs: () => 1,
  // The beats come at their tempo: the taps cannot be over sooner than the beats were played.
  minRoundMs: (settings) => settings.beats * beatMs(settings) * 0.9,
  timeLimitMs: (settings) => (COUNT_IN_BEATS + settings.beats + 2) * beatMs(settings) + 5000,
  points: (task, answer) =>
    answer.offsetMs === null ? 0 : Math.max(0, 100 - (50 * Math.abs(answer.offsetMs)) / task.toleranceMs),
  outcome: (correct, total, _totalMs, _settings, facts) => ({
    correct,
    total,
    score: total > 0 ? Math.round((facts?.points ?? 0) / total) : 0,
    won: total > 0 && correct === total,
  }),
};
