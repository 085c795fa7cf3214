import type { z } from 'zod';

/** One answer as the client reports it: which task, what was answered, how long after the task appeared. */
export interface PlayedAnswer<Answer> {
  index: number;
  answer: Answer;
  ms: number;
}

/** What a validated round is worth; the server stores it and turns it into likes. */
export interface RoundOutcome {
  correct: number;
  total: number;
  score: number;
  /** For trainers ranked by wins (type_id 2): whether this round counts as a win. */
  won: boolean;
}

/** What the replay knows about a round beyond its counts, for rules whose score needs it. */
export interface RoundFacts {
  /** The answers' own times added up: the playing time without the countdown and the network. */
  playedMs: number;
  /** Wrong tries made inside answers (`misses`), added up. */
  misses: number;
  /** The times of the right answers, in the order given: a reaction trainer scores their median. */
  rightAnswerMs: readonly number[];
  /** What the right answers weigh, added up (`rules.points`: a dino run's distance); 0 for rules without weights. */
  points: number;
}

/**
 * The pure rules of one trainer. The web app plays a round from `generate(seed, settings)`; the
 * server regenerates the same tasks from the same seed and replays the posted answers through
 * `check` and `minAnswerMs`, so a result cannot claim more than was really answered.
 */
export interface TrainerRules<Settings, Task, Answer> {
  /** The catalogue's component name (`trainers.component`). */
  component: string;
  /** Settings with their bounds; anything outside is refused before a session starts. */
  settings: z.ZodType<Settings>;
  defaults: Settings;
  /** The shape of one answer on the wire. */
  answer: z.ZodType<Answer>;
  /** The whole round: the same seed and settings give the same tasks, on every machine. */
  generate(seed: number, settings: Settings): Task[];
  check(task: Task, answer: Answer, settings: Settings): boolean;
  /**
   * The fastest a person can honestly answer this task, in ms; a faster answer is refused. The answer is given for rules
   * whose floor depends on it (a dino run lasts as many steps as it claims).
   */
  minAnswerMs(task: Task, settings: Settings, answer?: Answer): number;
  /**
   * Added for speed reading: the least the answers' own times may add up to in a round with a right answer (a text
   * flashed at a chosen pace cannot be read faster). Absent means no floor beyond each answer's.
   */
  minRoundMs?(settings: Settings): number;
  /** How long the whole round may last, in ms, or null when it is untimed. */
  timeLimitMs(settings: Settings): number | null;
  outcome(correct: number, total: number, totalMs: number, settings: Settings, facts?: RoundFacts): RoundOutcome;
  /**
   * Added for the speed test: its round holds more tasks than anyone can finish in the time, so
   * unanswered tasks are not failures and `total` counts the answered ones. Absent means false.
   */
  openEnded?: boolean;
  /**
   * Added for the Schulte table, where one answer is the click that found a cell: the wrong tries it carries,
   * which the score counts. Absent means an answer holds none.
   */
  misses?(answer: Answer): number;
  /**
   * Added for the dino runner, whose one answer is a whole run: what a right answer weighs (the distance the replayed
   * run covered), added into `RoundFacts.points`. Absent means answers weigh nothing beyond being right.
   */
  points?(task: Task, answer: Answer, settings: Settings): number;
}

/**
 * Rules looked up by component, whose types are not known at the call site. Methods are declared
 * as methods so that any concrete rules fit here; callers parse settings and answers with the
 * rules' own schemas before passing them on.
 */
export type AnyTrainerRules = TrainerRules<unknown, unknown, unknown>;
