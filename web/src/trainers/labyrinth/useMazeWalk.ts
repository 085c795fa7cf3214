import { type LabyrinthGate, type LabyrinthTask, type Move, step } from '@umka/games';
import { useCallback, useRef, useState } from 'react';

export type WalkEvent =
  | { kind: 'moved' }
  | { kind: 'wall' }
  | { kind: 'gate'; gate: LabyrinthGate; move: Move }
  | { kind: 'starsLeft'; count: number }
  | { kind: 'out' };

/**
 * The walk through one maze: where the player is, the moves made (the answer), the gates opened with their answers,
 * the cells passed. A step into a closed gate asks its example instead of moving; the exit counts only once every
 * star was passed, and says how many are left otherwise.
 */
export function useMazeWalk(task: LabyrinthTask) {
  const [cell, setCell] = useState(task.entry);
  const [trail, setTrail] = useState<ReadonlySet<number>>(() => new Set([task.entry]));
  const [gatesOpen, setGatesOpen] = useState<ReadonlySet<number>>(() => new Set());
  const moves = useRef<Move[]>([]);
  const gateAnswers = useRef<number[]>([]);
  const here = useRef(task.entry);
  const passed = useRef(new Set([task.entry]));
  const opened = useRef(new Set<number>());

  const enter = useCallback(
    (next: number, move: Move): WalkEvent => {
      here.current = next;
      moves.current.push(move);
      passed.current.add(next);
      setCell(next);
      setTrail(new Set(passed.current));
      if (next !== task.exit) return { kind: 'moved' };
      const left = task.stars.filter((star) => !passed.current.has(star)).length;
      return left === 0 ? { kind: 'out' } : { kind: 'starsLeft', count: left };
    },
    [task],
  );

  const tryMove = useCallback(
    (move: Move): WalkEvent => {
      const next = step(task.maze, here.current, move);
      if (next === null) return { kind: 'wall' };
      const gate = task.gates.find((candidate) => candidate.cell === next);
      if (gate && !opened.current.has(gate.cell)) return { kind: 'gate', gate, move };
      return enter(next, move);
    },
    [task, enter],
  );

  /** The gate's answer: the right one opens it and steps in; a wrong one leaves it shut (null). */
  const openGate = useCallback(
    (gate: LabyrinthGate, move: Move, answer: number): WalkEvent | null => {
      if (answer !== gate.answer) return null;
      gateAnswers.current.push(answer);
      opened.current.add(gate.cell);
      setGatesOpen(new Set(opened.current));
      return enter(gate.cell, move);
    },
    [enter],
  );

  return { cell, trail, gatesOpen, moves, gateAnswers, tryMove, openGate };
}
