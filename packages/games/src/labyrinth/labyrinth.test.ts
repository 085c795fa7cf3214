import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import {
  LABYRINTH_MAX_MAZES,
  LABYRINTH_MODES,
  LABYRINTH_SIZES,
  type LabyrinthSettings,
  type LabyrinthTask,
  labyrinthRules,
  solveLabyrinth,
  walksOut,
} from './labyrinth.ts';
import { carveMaze, MOVES, OPEN, pathBetween, step } from './maze.ts';

const settings: fc.Arbitrary<LabyrinthSettings> = fc.record({
  level: fc.integer({ min: 1, max: LABYRINTH_SIZES.length }),
  mode: fc.constantFrom(...LABYRINTH_MODES),
  mazes: fc.integer({ min: 1, max: 3 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, level: 0 })),
  settings.map((s) => ({ ...s, mazes: LABYRINTH_MAX_MAZES + 1 })),
  settings.map((s) => ({ ...s, mode: 'fog' })),
);

const honest = (task: LabyrinthTask) => ({
  moves: solveLabyrinth(task).join(''),
  gates: task.gates.map((gate) => gate.answer),
  misses: 0,
});

describe('labyrinth rules', () => {
  itObeysTrainerLaws({
    rules: labyrinthRules,
    settings,
    badSettings,
    trueAnswer: honest,
    // One step short of the exit.
    wrongAnswer: (task) => ({ ...honest(task), moves: honest(task).moves.slice(0, -1) }),
  });

  it('carves perfect mazes: every cell reached, one passage fewer than cells, so exactly one path joins any two', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 15 }), (seed, size) => {
        const maze = carveMaze(createRng(seed), size);
        const passages =
          maze.open.reduce(
            (sum, open) => sum + [OPEN.U, OPEN.R, OPEN.D, OPEN.L].filter((bit) => open & bit).length,
            0,
          ) / 2;
        expect(passages).toBe(size * size - 1);
        const reached = new Set<number>([0]);
        const queue = [0];
        while (queue.length > 0) {
          const cell = queue.shift() as number;
          for (const move of MOVES) {
            const next = step(maze, cell, move);
            if (next !== null && !reached.has(next)) {
              reached.add(next);
              queue.push(next);
            }
          }
        }
        expect(reached.size).toBe(size * size);
      }),
    );
  });

  it('puts the gates on the only way out, in the order it meets them, the stars anywhere but the ends, and floors the walk at its shortest', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of labyrinthRules.generate(seed, s)) {
          const way = pathBetween(task.maze, task.entry, task.exit);
          const places = task.gates.map((gate) => way.indexOf(gate.cell));
          expect(places.every((place) => place > 0)).toBe(true);
          expect(places).toEqual([...places].sort((a, b) => a - b));
          expect(task.stars.includes(task.entry) || task.stars.includes(task.exit)).toBe(false);
          // The floor is the shortest walk; an honest one through the stars in any order is never shorter.
          if (s.mode === 'stars') expect(solveLabyrinth(task).length).toBeGreaterThanOrEqual(task.shortestMoves);
          else expect(solveLabyrinth(task).length).toBe(task.shortestMoves);
        }
      }),
    );
  });

  it('refuses a walk through a wall, a gate opened by a wrong answer and a star passed by', () => {
    const through = labyrinthRules.generate(1, { level: 2, mode: 'plain', mazes: 1 })[0] as LabyrinthTask;
    const wall = MOVES.find((move) => step(through.maze, through.entry, move) === null && move !== 'U' && move !== 'L');
    if (wall) expect(walksOut(through, { ...honest(through), moves: `${wall}${honest(through).moves}` })).toBe(false);

    const gated = labyrinthRules.generate(2, { level: 3, mode: 'gates', mazes: 1 })[0] as LabyrinthTask;
    const wrongGate = { ...honest(gated), gates: honest(gated).gates.map((answer) => answer + 1) };
    expect(walksOut(gated, wrongGate)).toBe(false);

    const starry = labyrinthRules.generate(3, { level: 3, mode: 'stars', mazes: 1 })[0] as LabyrinthTask;
    const straight = pathBetween(starry.maze, starry.entry, starry.exit);
    if (starry.stars.some((star) => !straight.includes(star))) {
      const moves = solveLabyrinth({ ...starry, stars: [] }).join('');
      expect(walksOut(starry, { moves, gates: [], misses: 0 })).toBe(false);
    }
  });

  it('takes an honest walk and refuses one stepped faster than a key repeats', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = labyrinthRules.generate(seed, s);
        const walk = (msOf: (task: LabyrinthTask) => number) =>
          tasks.map((task, index) => ({ index, answer: honest(task), ms: msOf(task) }));
        const elapsedMs = tasks.reduce((sum, task) => sum + task.shortestMoves * 300 + 5000, 0);
        const calm = validateRound(labyrinthRules, {
          seed,
          settings: s,
          answers: walk((task) => task.shortestMoves * 300 + 2000),
          elapsedMs,
        });
        const rushed = validateRound(labyrinthRules, {
          seed,
          settings: s,
          answers: walk((task) => task.shortestMoves * 10),
          elapsedMs,
        });
        expect(calm).toMatchObject({ status: 'ok', outcome: { correct: tasks.length } });
        expect(rushed).toMatchObject({ status: 'rejected', reason: 'too_fast' });
      }),
      { numRuns: 40 },
    );
  });
});
