import type { AnyTrainerRules, PlayedAnswer, RoundOutcome, TrainerRules } from '../trainer.ts';
import { type JudgedAnswer, roundFacts } from './round-facts.ts';

/**
 * Slack for what the server's clock sees beyond the playing time: the countdown before the first
 * task and the network round trips of starting and posting.
 */
export const ROUND_GRACE_MS = 10_000;

export type RejectReason =
  | 'bad_settings'
  | 'bad_timing'
  | 'index_out_of_range'
  | 'duplicate_index'
  | 'bad_answer'
  | 'too_fast'
  | 'timing_mismatch'
  | 'over_time';

export interface RoundClaim {
  seed: number;
  settings: unknown;
  answers: PlayedAnswer<unknown>[];
  /** Measured by the server: from the session's creation to the result's arrival. */
  elapsedMs: number;
}

export type RoundVerdict =
  | { status: 'ok'; outcome: RoundOutcome }
  | { status: 'rejected'; reason: RejectReason; outcome: RoundOutcome };

function rejected(reason: RejectReason, total: number): RoundVerdict {
  return { status: 'rejected', reason, outcome: { correct: 0, total, score: 0, won: false } };
}

function isDuration(ms: number): boolean {
  return Number.isFinite(ms) && ms >= 0;
}

/**
 * Replays a posted round against the tasks regenerated from its seed. Every answer must point at a
 * distinct existing task and parse with the trainer's answer schema, and a right one must take at least
 * the fastest honest time; the answers' own times must fit in what the server measured, and the round in its
 * time limit. Anything else refuses the whole round: a forged answer makes the rest untrustworthy.
 */
export function validateRound<S, T, A>(rules: TrainerRules<S, T, A>, claim: RoundClaim): RoundVerdict {
  const parsedSettings = rules.settings.safeParse(claim.settings);
  if (!parsedSettings.success) return rejected('bad_settings', 0);
  const settings = parsedSettings.data;
  const tasks = rules.generate(claim.seed, settings);
  const totalIfClosed = tasks.length;
  if (!isDuration(claim.elapsedMs)) return rejected('bad_timing', totalIfClosed);

  const seen = new Set<number>();
  const judged: JudgedAnswer[] = [];
  for (const played of claim.answers) {
    if (!Number.isInteger(played.index) || played.index < 0 || played.index >= tasks.length) {
      return rejected('index_out_of_range', totalIfClosed);
    }
    if (seen.has(played.index)) return rejected('duplicate_index', totalIfClosed);
    seen.add(played.index);
    const task = tasks[played.index] as T;
    const answer = rules.answer.safeParse(played.answer);
    if (!answer.success) return rejected('bad_answer', totalIfClosed);
    if (!isDuration(played.ms)) return rejected('bad_timing', totalIfClosed);
    const right = rules.check(task, answer.data, settings);
    // Only a right answer can be impossibly fast: a child who gives up on a task with a quick guess just misses it.
    if (right && played.ms < rules.minAnswerMs(task, settings, answer.data)) return rejected('too_fast', totalIfClosed);
    judged.push({ task, answer: answer.data, ms: played.ms, right });
  }
  const facts = roundFacts(rules as AnyTrainerRules, judged, settings);
  const correct = facts.rightAnswerMs.length;

  if (facts.playedMs > claim.elapsedMs) return rejected('timing_mismatch', totalIfClosed);
  if (correct > 0 && facts.playedMs < (rules.minRoundMs?.(settings) ?? 0)) return rejected('too_fast', totalIfClosed);
  const limit = rules.timeLimitMs(settings);
  if (limit !== null && claim.elapsedMs > limit + ROUND_GRACE_MS) return rejected('over_time', totalIfClosed);

  const total = rules.openEnded ? claim.answers.length : tasks.length;
  return {
    status: 'ok',
    outcome: rules.outcome(correct, total, claim.elapsedMs, settings, facts),
  };
}

/** The same replay for rules looked up from the registry by component. */
export const validateAnyRound = (rules: AnyTrainerRules, claim: RoundClaim): RoundVerdict =>
  validateRound(rules, claim);
