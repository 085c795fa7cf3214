import type { TrainerResult } from '@umka/contracts';
import type { TrainerRules } from '@umka/games';
import type { ComponentType } from 'react';
import type { ZodType } from 'zod';

/** One control of the start screen's settings form; `key` names a field of the settings it edits. */
export type SettingField =
  | { kind: 'number'; key: string; min: number; max: number; step?: number }
  | { kind: 'select'; key: string; options: readonly string[] }
  | { kind: 'switch'; key: string }
  /** Any non-empty subset of the options, kept as an array in the options' order. */
  | { kind: 'multiselect'; key: string; options: readonly string[] }
  /** One number out of a list (a class 1–11), in a drop-down that starts empty until one is chosen. */
  | { kind: 'numberSelect'; key: string; options: readonly number[] };

export interface TaskViewProps<Settings, Task, Answer = number> {
  task: Task;
  settings: Settings;
  /** Called once the task is fully shown and the player may answer (a flash round shows its numbers first). */
  onShown: () => void;
  /** The player's answer is being checked or was judged: the view stops anything still running. */
  answered: boolean;
  /**
   * For tasks answered inside the view (setting abacus beads) rather than on the keypad. A view of a round in any order
   * (`anyOrder`) names the task it answers; others answer the current one.
   */
  onAnswer: (answer: Answer, taskIndex?: number) => void;
  /** Every task of the round, for a view that shows them all at once (the words hidden in one grid). */
  allTasks: readonly Task[];
  /** The tasks answered so far, by index. */
  answeredTasks: ReadonlySet<number>;
}

/**
 * What the start screen offers when the server builds the round's settings from the player's choice
 * (the word problems: a class is chosen, the server puts that class's tasks into the settings).
 */
export interface StartSettings<Chosen> {
  schema: ZodType<Chosen>;
  /** May leave out what the player must choose; Start stays disabled until the schema accepts the values. */
  defaults: Partial<Chosen>;
  /** A choice that starts as the interface language (the language of a word game's words). */
  languageKey?: keyof Chosen & string;
  fields: readonly SettingField[];
}

/**
 * What a trainer's UI declares to the shared shell: its rules, its settings form, how a task looks,
 * and how its answers are given. By default a task is answered with a number typed on the keypad.
 */
export interface TrainerUi<Settings, Task, Answer = number, Chosen = Settings> {
  component: string;
  rules: TrainerRules<Settings, Task, Answer>;
  fields: readonly SettingField[];
  /** Given, the start screen edits these instead of the rules' settings, and the server turns them into settings. */
  startSettings?: StartSettings<Chosen>;
  /**
   * The round's settings for a teacher trying the trainer out, who has no server session to build
   * them; needed whenever `startSettings` is given.
   */
  resolveTryOutSettings?: (chosen: Chosen) => Promise<Settings>;
  TaskView: ComponentType<TaskViewProps<Settings, Task, Answer>>;
  /** Whether the keypad offers a decimal point. */
  decimals: boolean;
  /** Whether a round with these settings can have a negative answer, so "−" is offered; absent means it can. */
  negatives?: (settings: Settings) => boolean;
  /** The right answer as shown after a wrong one. */
  solution: (task: Task) => number | string;
  /** False for a task the view answers itself through `onAnswer`; the keypad then stays hidden. */
  usesKeypad?: (task: Task) => boolean;
  /** Device preferences that are not game settings (e.g. spoken numbers), shown under the settings form. */
  StartExtras?: ComponentType;
  /**
   * The next task follows a right or wrong answer at once and the view shows the feedback itself (a Schulte table:
   * each cell found is a task). Absent means the shell shows each answer's feedback before the next task.
   */
  flow?: boolean;
  /**
   * With `flow`: the tasks are all in view and answered in any order (the words of a word search), each answer naming
   * its task; the round ends when every task is answered. Answer times run from the previous answer.
   */
  anyOrder?: boolean;
  /**
   * The view keeps the round's time itself (a dino run counts down its own steps), so the shell shows no clock of its
   * own, whose limit leaves the view some slack; `ranOut` tells an answer that ended because that time was up.
   */
  ownClock?: { ranOut: (task: Task, answer: Answer) => boolean };
  /** What the result screen adds under the score for this trainer (a table's time and wrong clicks). */
  ResultDetails?: ComponentType<{ summary: RoundSummary }>;
  /** Said instead of "N of M right" where a round is not counted in right answers (the picnic's full baskets). */
  ResultCount?: ComponentType<{ summary: RoundSummary }>;
}

/** A trainer UI looked up by component, its settings and task types erased. */
export type AnyTrainerUi = TrainerUi<unknown, unknown, unknown, unknown>;

/**
 * Erases a typed UI's types for the registry. Sound because the shell only hands a UI values made
 * by that same UI's rules (settings parsed by its schema, tasks from its generator).
 */
export function defineTrainerUi<Settings, Task, Answer, Chosen = Settings>(
  ui: TrainerUi<Settings, Task, Answer, Chosen>,
): AnyTrainerUi {
  return ui as unknown as AnyTrainerUi;
}

/** What the result screen shows: the server's verdict for a student, the local count for a teacher's try-out. */
export interface RoundSummary {
  score: number;
  correct: number;
  total: number;
  timedOut: boolean;
  /** A speed test: `total` counts the answered tasks, and the result is the count of right ones. */
  openEnded: boolean;
  /** The answers' own times added up: the playing time without the countdown. */
  playedMs: number;
  /** Wrong tries carried inside answers (`rules.misses`), added up. */
  misses: number;
  /** Null for a teacher, whose rounds are not saved. */
  server: TrainerResult | null;
}
