import type { TrainerRules } from '@umka/games';
import type { ComponentType } from 'react';

/** One control of the start screen's settings form; `key` names a field of the trainer's settings. */
export type SettingField =
  | { kind: 'number'; key: string; min: number; max: number; step?: number }
  | { kind: 'select'; key: string; options: readonly string[] }
  | { kind: 'switch'; key: string };

export interface TaskViewProps<Settings, Task, Answer = number> {
  task: Task;
  settings: Settings;
  /** Called once the task is fully shown and the player may answer (a flash round shows its numbers first). */
  onShown: () => void;
  /** The player's answer is being checked or was judged: the view stops anything still running. */
  answered: boolean;
  /** For tasks answered inside the view (setting abacus beads) rather than on the keypad. */
  onAnswer: (answer: Answer) => void;
}

/**
 * What a trainer's UI declares to the shared shell: its rules, its settings form, how a task looks,
 * and how its answers are given. By default a task is answered with a number typed on the keypad.
 */
export interface TrainerUi<Settings, Task, Answer = number> {
  component: string;
  rules: TrainerRules<Settings, Task, Answer>;
  fields: readonly SettingField[];
  TaskView: ComponentType<TaskViewProps<Settings, Task, Answer>>;
  /** Whether the keypad offers a decimal point. */
  decimals: boolean;
  /** The right answer as shown after a wrong one. */
  solution: (task: Task) => number | string;
  /** False for a task the view answers itself through `onAnswer`; the keypad then stays hidden. */
  usesKeypad?: (task: Task) => boolean;
  /** Device preferences that are not game settings (e.g. spoken numbers), shown under the settings form. */
  StartExtras?: ComponentType;
}

/** A trainer UI looked up by component, its settings and task types erased. */
export type AnyTrainerUi = TrainerUi<unknown, unknown, unknown>;

/**
 * Erases a typed UI's types for the registry. Sound because the shell only hands a UI values made
 * by that same UI's rules (settings parsed by its schema, tasks from its generator).
 */
export function defineTrainerUi<Settings, Task, Answer>(ui: TrainerUi<Settings, Task, Answer>): AnyTrainerUi {
  return ui as unknown as AnyTrainerUi;
}
