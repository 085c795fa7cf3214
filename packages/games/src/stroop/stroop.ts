import { z } from 'zod';
import { REACTION_FLOOR_MS } from '../common/human.ts';
import { createRng } from '../rng.ts';
import type { RoundFacts, TrainerRules } from '../trainer.ts';

/** The colours a round draws from, in the order the answer buttons show them; the first `colours` are used. */
export const stroopColours = ['red', 'blue', 'green', 'orange', 'purple', 'black'] as const;
export type StroopColour = (typeof stroopColours)[number];

/** Name the ink the word is printed in (the classic task), or read the word whatever its ink. */
export const stroopModes = ['ink', 'word'] as const;
export type StroopMode = (typeof stroopModes)[number];

export const stroopSettings = z.object({
  mode: z.enum(stroopModes),
  /** How many colours are in play: each word and each ink is one of them. */
  colours: z.number().int().min(3).max(stroopColours.length),
  count: z.number().int().min(10).max(60),
  /** Each colour also carries its own pattern, for children who tell some colours apart badly. */
  patterns: z.boolean(),
});
export type StroopSettings = z.infer<typeof stroopSettings>;

/** A colour word printed in another colour's ink; the answer is one of `options`. */
export interface StroopTask {
  word: StroopColour;
  ink: StroopColour;
  options: StroopColour[];
  /** The ink or the word, as the round's mode asks. */
  right: StroopColour;
}

/**
 * Every word is printed in a colour other than its own, so ink and word always disagree and each task has exactly
 * one right answer whichever is asked. The score is accuracy times pace: the share of right answers times how many
 * answers a minute the median right answer's time would give.
 */
export const stroopRules: TrainerRules<StroopSettings, StroopTask, StroopColour> = {
  component: 'stroop',
  settings: stroopSettings,
  defaults: { mode: 'ink', colours: 4, count: 20, patterns: false },
  answer: z.enum(stroopColours),
  generate(seed, settings) {
    const rng = createRng(seed);
    const options = stroopColours.slice(0, settings.colours);
    let previous: StroopTask | null = null;
    return Array.from({ length: settings.count }, () => {
      let task: StroopTask;
      do {
        const word = options[rng.int(0, options.length - 1)] as StroopColour;
        const others = options.filter((colour) => colour !== word);
        const ink = others[rng.int(0, others.length - 1)] as StroopColour;
        task = { word, ink, options, right: settings.mode === 'ink' ? ink : word };
        // The same card twice in a row would look like the screen did not change.
      } while (previous !== null && previous.word === task.word && previous.ink === task.ink);
      previous = task;
      return task;
    });
  },
  check: (task, answer) => answer === task.right,
  minAnswerMs: () => REACTION_FLOOR_MS,
  timeLimitMs: () => null,
  outcome: (correct, total, totalMs, _settings, facts?: RoundFacts) => {
    const times = [...(facts?.rightAnswerMs ?? [])].sort((a, b) => a - b);
    const median =
      times.length > 0 ? (times[Math.floor((times.length - 1) / 2)] as number) : totalMs / Math.max(correct, 1);
    const accuracy = total > 0 ? correct / total : 0;
    return {
      correct,
      total,
      score: correct > 0 ? Math.round((accuracy * 60_000) / Math.max(median, REACTION_FLOOR_MS)) : 0,
      won: total > 0 && correct === total,
    };
  },
};
