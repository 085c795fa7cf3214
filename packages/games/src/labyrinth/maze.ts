import type { Rng } from '../rng.ts';

/** Openings of a cell as bits: a wall is where the bit is clear. */
export const OPEN = { U: 1, R: 2, D: 4, L: 8 } as const;
export type Move = keyof typeof OPEN;
export const MOVES = Object.keys(OPEN) as Move[];

const STEP: Record<Move, [number, number]> = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] };
const BACK: Record<Move, Move> = { U: 'D', R: 'L', D: 'U', L: 'R' };

/** A square maze: `open[cell]` holds the openings of cell `row × size + column`. */
export interface Maze {
  size: number;
  open: readonly number[];
}

/** The cell one move away, or null past the square's edge. */
export function neighbour(size: number, cell: number, move: Move): number | null {
  const [dr, dc] = STEP[move];
  const row = Math.floor(cell / size) + dr;
  const col = (cell % size) + dc;
  return row < 0 || col < 0 || row >= size || col >= size ? null : row * size + col;
}

/** Where a move from `cell` leads, or null when a wall stands in the way. */
export function step(maze: Maze, cell: number, move: Move): number | null {
  return ((maze.open[cell] ?? 0) & OPEN[move]) === 0 ? null : neighbour(maze.size, cell, move);
}

/**
 * A perfect maze by the recursive backtracker (a random depth-first walk that knocks a wall down into each unvisited
 * neighbour and backs up when there is none): every cell is reached exactly once, so the passages form a tree and
 * between any two cells there is exactly one path.
 */
export function carveMaze(rng: Rng, size: number): Maze {
  const open = Array.from({ length: size * size }, () => 0);
  const visited = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) {
    const cell = stack[stack.length - 1] as number;
    const fresh = MOVES.filter((move) => {
      const next = neighbour(size, cell, move);
      return next !== null && !visited.has(next);
    });
    if (fresh.length === 0) {
      stack.pop();
      continue;
    }
    const move = fresh[rng.int(0, fresh.length - 1)] as Move;
    const next = neighbour(size, cell, move) as number;
    open[cell] = (open[cell] ?? 0) | OPEN[move];
    open[next] = (open[next] ?? 0) | OPEN[BACK[move]];
    visited.add(next);
    stack.push(next);
  }
  return { size, open };
}

/** The one path from `from` to `to`, as its cells (breadth-first; in a perfect maze it is the only one). */
export function pathBetween(maze: Maze, from: number, to: number): number[] {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const cell = queue.shift() as number;
    if (cell === to) break;
    for (const move of MOVES) {
      const next = step(maze, cell, move);
      if (next !== null && !cameFrom.has(next)) {
        cameFrom.set(next, cell);
        queue.push(next);
      }
    }
  }
  if (!cameFrom.has(to)) return [];
  const path = [to];
  while (path[0] !== from) path.unshift(cameFrom.get(path[0] as number) as number);
  return path;
}

/** The moves that walk a path of neighbouring cells. */
export function movesAlong(maze: Maze, path: readonly number[]): Move[] {
  return path.slice(1).map((cell, i) => {
    const from = path[i] as number;
    return MOVES.find((move) => neighbour(maze.size, from, move) === cell) as Move;
  });
}
