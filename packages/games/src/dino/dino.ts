import { z } from 'zod';
import { QUICK_EXAMPLE_LEVELS } from '../common/quick-example.ts';
import type { TrainerRules } from '../trainer.ts';
import { metres, type RunInputs, replayRun, TICK_MS } from './physics.ts';

export const DINO_DURATIONS = [30, 60, 90, 120] as const;
/** A plain run jumps and ducks; a learning run passes each obstacle by answering its quick task. */
export const DINO_MODES = ['run', 'learn'] as const;
/** Presses a run may hold: two a second over the longest run, far more than a child makes. */
const MAX_INPUTS = 2 * 120 * 2 * 2;
/** A run replays in real time; the answer's time may undercut its steps by this share (timer jitter). */
const TIME_TOLERANCE = 0.9;

export const dinoSettings = z.object({
  seconds: z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(120)]),
  // Runs set before the learning run existed were plain runs.
  mode: z.enum(DINO_MODES).default('run'),
  /** The quick tasks' level in a learning run. */
  level: z.number().int().min(1).max(QUICK_EXAMPLE_LEVELS).default(1),
});
export type DinoSettings = z.infer<typeof dinoSettings>;

/** One run: the course's seed, the steps the time allows, and the quick tasks' level if it is a learning run. */
export interface DinoTask {
  courseSeed: number;
  maxTicks: number;
  learnLevel: number | null;
}

export const dinoAnswer = z.object({
  inputs: z
    .array(z.tuple([z.number().int().min(0), z.union([z.enum(['jump', 'duck', 'stand']), z.number().int().min(0)])]))
    .max(MAX_INPUTS)
    .refine((inputs) => inputs.every((input, i) => i === 0 || (inputs[i - 1] as [number, string])[0] <= input[0])),
  /** The step the run ended at: a crash, or the time out. */
  ticks: z.number().int().min(0),
});
export type DinoAnswer = z.infer<typeof dinoAnswer>;

/**
 * The dino runner: one timed run over a course laid from the seed, jumping cacti and low birds and ducking under
 * the middle ones, the ground speeding up; or a learning run, where the ground stops at each cactus until its quick
 * task is answered. The answer is the presses with their steps; the replay runs the same fixed-step physics and
 * accepts the run only if it ends where the client says, so a distance the inputs cannot produce is refused. The
 * score is the distance in metres.
 */
export const dinoRules: TrainerRules<DinoSettings, DinoTask, DinoAnswer> = {
  component: 'dino',
  settings: dinoSettings,
  defaults: { seconds: 60, mode: 'run', level: 1 },
  answer: dinoAnswer,
  generate: (seed, settings) => [
    {
      courseSeed: seed,
      maxTicks: Math.round((settings.seconds * 1000) / TICK_MS),
      learnLevel: settings.mode === 'learn' ? settings.level : null,
    },
  ],
  check(task, answer) {
    if (answer.ticks > task.maxTicks || answer.inputs.some(([tick]) => tick >= answer.ticks)) return false;
    return replayRun(task.courseSeed, answer.inputs as RunInputs, task.maxTicks, task.learnLevel).tick === answer.ticks;
  },
  // The run happens in real time: its steps cannot pass faster than the clock.
  minAnswerMs: (_task, _settings, answer) => Math.max(1, (answer?.ticks ?? 0) * TICK_MS * TIME_TOLERANCE),
  points: (task, answer) =>
    metres(replayRun(task.courseSeed, answer.inputs as RunInputs, answer.ticks, task.learnLevel).x),
  // The run ends itself at its last step; the round's own clock waits a little longer so it never cuts a run short.
  timeLimitMs: (settings) => settings.seconds * 1000 + 3000,
  outcome: (correct, total, _totalMs, _settings, facts) => ({
    correct,
    total,
    score: correct > 0 ? (facts?.points ?? 0) : 0,
    won: total > 0 && correct === total,
  }),
};
