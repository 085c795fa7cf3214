import { z } from 'zod';
import { REACTION_FLOOR_MS, typingFloorMs } from '../common/human.ts';
import { tenMinutePace } from '../common/pace.ts';
import { quickExample } from '../common/quick-example.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { shuffled } from '../words/grid.ts';
import { carveMaze, type Maze, type Move, movesAlong, pathBetween, step } from './maze.ts';

export const LABYRINTH_MODES = ['plain', 'stars', 'gates'] as const;
export type LabyrinthMode = (typeof LABYRINTH_MODES)[number];

/** The maze's side by level: from a first-year's 5 × 5 to a 15 × 15 that takes a minute. */
export const LABYRINTH_SIZES = [5, 7, 9, 12, 15] as const;
export const LABYRINTH_MAX_MAZES = 5;
/** A key held down repeats about thirty times a second; a child's steps are slower, so this floor is generous. */
export const STEP_FLOOR_MS = 40;
/** What a wrong answer at a gate costs, as if the walk had taken this much longer. */
const GATE_MISS_MS = 2000;

export const labyrinthSettings = z.object({
  level: z.number().int().min(1).max(LABYRINTH_SIZES.length),
  mode: z.enum(LABYRINTH_MODES),
  mazes: z.number().int().min(1).max(LABYRINTH_MAX_MAZES),
});
export type LabyrinthSettings = z.infer<typeof labyrinthSettings>;

/** A gate on the way: it opens for the example's answer. */
export interface LabyrinthGate {
  cell: number;
  example: string;
  answer: number;
}

export interface LabyrinthTask {
  maze: Maze;
  entry: number;
  exit: number;
  /** Cells to pass on the way (stars mode); none otherwise. */
  stars: readonly number[];
  /** Gates on the way to the exit (gates mode), in the order the way meets them; none otherwise. */
  gates: readonly LabyrinthGate[];
  /** Moves of the shortest walk that does what the mode asks: the floor of an honest time. */
  shortestMoves: number;
}

const movesSchema = z.string().regex(/^[URDL]*$/);

export const labyrinthAnswer = z.object({
  moves: movesSchema.max(4 * 15 * 15 * 4),
  /** The answers that opened the gates, in the order they were opened. */
  gates: z.array(z.number().int()).max(10),
  /** Wrong answers given at gates. */
  misses: z.number().int().min(0).max(50),
});
export type LabyrinthAnswer = z.infer<typeof labyrinthAnswer>;

const sizeOf = (settings: LabyrinthSettings) => LABYRINTH_SIZES[settings.level - 1] ?? LABYRINTH_SIZES[0];

/** The shortest walk from the entry through every star (in the order that is shortest on the tree) to the exit. */
function starWalk(maze: Maze, entry: number, exit: number, stars: readonly number[]): number {
  // On a tree, the shortest closed walk through a set of cells covers their spanning subtree twice; the walk that
  // ends at the exit saves the entry-to-exit path once.
  const needed = new Set<number>();
  for (const star of [...stars, exit]) for (const cell of pathBetween(maze, entry, star)) needed.add(cell);
  return 2 * (needed.size - 1) - (pathBetween(maze, entry, exit).length - 1);
}

function buildMaze(rng: Rng, settings: LabyrinthSettings): LabyrinthTask {
  const size = sizeOf(settings);
  const maze = carveMaze(rng, size);
  const entry = 0;
  const exit = size * size - 1;
  const way = pathBetween(maze, entry, exit);
  const count = 2 + Math.floor(settings.level / 2);
  if (settings.mode === 'stars') {
    const cells = Array.from({ length: size * size }, (_, cell) => cell).filter(
      (cell) => cell !== entry && cell !== exit,
    );
    const stars = shuffled(rng, cells).slice(0, count);
    return { maze, entry, exit, stars, gates: [], shortestMoves: starWalk(maze, entry, exit, stars) };
  }
  const gates: LabyrinthGate[] = [];
  if (settings.mode === 'gates') {
    // Spread along the only way to the exit, so each is met once, in order.
    for (let i = 1; i <= count; i++) {
      const cell = way[Math.floor((i * (way.length - 1)) / (count + 1))];
      if (cell === undefined || cell === entry || gates.some((gate) => gate.cell === cell)) continue;
      const [example, answer] = quickExample(rng, settings.level);
      gates.push({ cell, example, answer });
    }
  }
  return { maze, entry, exit, stars: [], gates, shortestMoves: way.length - 1 };
}

/** Whether `moves` walk from the entry through open passages, opening each gate with its answer, to the exit with every star. */
export function walksOut(task: LabyrinthTask, answer: LabyrinthAnswer): boolean {
  let cell = task.entry;
  const seen = new Set<number>([cell]);
  const opened = new Set<number>();
  let gateAnswers = 0;
  for (const move of answer.moves as Iterable<Move>) {
    const next = step(task.maze, cell, move);
    if (next === null) return false;
    const gate = task.gates.find((candidate) => candidate.cell === next);
    if (gate && !opened.has(gate.cell)) {
      if (answer.gates[gateAnswers] !== gate.answer) return false;
      gateAnswers++;
      opened.add(gate.cell);
    }
    cell = next;
    seen.add(cell);
  }
  return cell === task.exit && gateAnswers === answer.gates.length && task.stars.every((star) => seen.has(star));
}

/** The moves of an honest walk: through each star in turn (stars mode), then to the exit. */
export function solveLabyrinth(task: LabyrinthTask): Move[] {
  const stops = [task.entry, ...task.stars, task.exit];
  return stops.slice(1).flatMap((stop, i) => movesAlong(task.maze, pathBetween(task.maze, stops[i] as number, stop)));
}

/**
 * Mazes walked from the top-left corner to the bottom-right one, by arrows, swipes or buttons. Each maze is a task,
 * answered by the moves that walked it (and the gates' answers); the replay refuses a walk through a wall, a gate
 * opened by a wrong answer, a star missed, and a walk faster than its shortest path could be stepped.
 */
export const labyrinthRules: TrainerRules<LabyrinthSettings, LabyrinthTask, LabyrinthAnswer> = {
  component: 'labyrinth',
  settings: labyrinthSettings,
  defaults: { level: 1, mode: 'plain', mazes: 3 },
  answer: labyrinthAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.mazes }, () => buildMaze(rng, settings));
  },
  check: (task, answer) => walksOut(task, answer),
  minAnswerMs: (task) =>
    REACTION_FLOOR_MS +
    task.shortestMoves * STEP_FLOOR_MS +
    task.gates.reduce((sum, gate) => sum + typingFloorMs(gate.answer), 0),
  timeLimitMs: (settings) => settings.mazes * (60_000 + sizeOf(settings) ** 2 * 400),
  outcome: (correct, total, totalMs, _settings, facts) => tenMinutePace(correct, total, totalMs, facts, GATE_MISS_MS),
  misses: (answer) => answer.misses,
};
