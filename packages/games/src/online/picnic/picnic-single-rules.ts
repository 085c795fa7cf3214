import { z } from 'zod';
import type { TrainerRules } from '../../trainer.ts';
import { PICNIC_SINGLE_MS, replayPicnicSingle } from './picnic-single.ts';

/** More taps than anyone makes in 90 s at the fastest honest pace (PICNIC_SINGLE_MIN_MOVE_MS). */
const MAX_MOVES = 400;
/** The clock runs on the child's machine: the server's own clock may find the round this much shorter. */
const TIME_TOLERANCE = 0.9;

export const picnicSingleSettings = z.object({}).strict();
export type PicnicSingleSettings = z.infer<typeof picnicSingleSettings>;

export interface PicnicSingleTask {
  seed: number;
}

export const picnicSingleAnswer = z.object({ moves: z.array(z.unknown()).max(MAX_MOVES) });
export type PicnicSingleAnswer = z.infer<typeof picnicSingleAnswer>;

const lastMoveMs = (answer: PicnicSingleAnswer | undefined): number => {
  const last = answer?.moves.at(-1) as { ms?: unknown } | undefined;
  return typeof last?.ms === 'number' ? last.ms : 0;
};

/**
 * The summer picnic alone against the clock (/online/{id}/picnic/single) as a trainer round: one task, the seed's
 * deck; the answer is every tap with its time, replayed on the server (`replayPicnicSingle`). The score is the
 * baskets filled. A round alone is never a win: the picnic's rating counts games won against others.
 */
export const picnicSingleRules: TrainerRules<PicnicSingleSettings, PicnicSingleTask, PicnicSingleAnswer> = {
  component: 'picnic',
  settings: picnicSingleSettings,
  defaults: {},
  answer: picnicSingleAnswer,
  generate: (seed) => [{ seed }],
  check: (task, answer) => replayPicnicSingle(task.seed, answer.moves).status === 'ok',
  minAnswerMs: (_task, _settings, answer) => Math.max(1, lastMoveMs(answer) * TIME_TOLERANCE),
  points: (task, answer) => {
    const replay = replayPicnicSingle(task.seed, answer.moves);
    return replay.status === 'ok' ? replay.state.baskets : 0;
  },
  timeLimitMs: () => PICNIC_SINGLE_MS + 3000,
  outcome: (correct, _total, _totalMs, _settings, facts) => {
    const baskets = correct > 0 ? (facts?.points ?? 0) : 0;
    return { correct: baskets, total: baskets, score: baskets, won: false };
  },
};
