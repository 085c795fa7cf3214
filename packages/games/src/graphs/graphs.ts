import { z } from 'zod';
import { accuracyOutcome, hundredths, REACTION_FLOOR_MS, typingFloorMs } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';

export const graphTaskKinds = ['readPoint', 'placePoint', 'line'] as const;
export type GraphTaskKind = (typeof graphTaskKinds)[number];

export const graphsSettings = z.object({
  kinds: z.array(z.enum(graphTaskKinds)).min(1).max(graphTaskKinds.length),
  /** The grid runs from -range to range on both axes. */
  range: z.number().int().min(5).max(20),
  count: z.number().int().min(1).max(30),
});
export type GraphsSettings = z.infer<typeof graphsSettings>;

export const pointSchema = z.object({ x: z.number().int(), y: z.number().int() });
export type Point = z.infer<typeof pointSchema>;

/**
 * readPoint: a point is drawn, its coordinates are typed. placePoint: coordinates are shown, the
 * point is clicked on the grid. line: a line through two drawn grid points, slope and intercept typed.
 */
export type GraphTask =
  | { kind: 'readPoint' | 'placePoint'; point: Point }
  | { kind: 'line'; slope: number; intercept: number; through: [Point, Point] };

export const lineAnswerSchema = z.object({ slope: z.number().finite(), intercept: z.number().finite() });
export const graphAnswer = z.union([pointSchema, lineAnswerSchema]);
export type GraphAnswer = z.infer<typeof graphAnswer>;

function makeLine(rng: Rng, range: number): GraphTask {
  const slope = rng.int(-3, 3);
  const intercept = rng.int(-Math.floor(range / 2), Math.floor(range / 2));
  // Both points stay on the grid: |slope·x + intercept| ≤ range for every x in [-reach, reach].
  const reach = slope === 0 ? range : Math.floor((range - Math.abs(intercept)) / Math.abs(slope));
  const x1 = rng.int(-reach, reach - 1);
  const x2 = rng.int(x1 + 1, reach);
  const at = (x: number): Point => ({ x, y: slope * x + intercept });
  return { kind: 'line', slope, intercept, through: [at(x1), at(x2)] };
}

function makeTask(rng: Rng, kind: GraphTaskKind, range: number): GraphTask {
  if (kind === 'line') return makeLine(rng, range);
  return { kind, point: { x: rng.int(-range, range), y: rng.int(-range, range) } };
}

export function solveGraphTask(task: GraphTask): GraphAnswer {
  return task.kind === 'line' ? { slope: task.slope, intercept: task.intercept } : task.point;
}

export const graphsRules: TrainerRules<GraphsSettings, GraphTask, GraphAnswer> = {
  component: 'graphs',
  settings: graphsSettings,
  defaults: { kinds: ['readPoint', 'placePoint'], range: 10, count: 10 },
  answer: graphAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.count }, () => {
      const kind = settings.kinds[rng.int(0, settings.kinds.length - 1)] ?? 'readPoint';
      return makeTask(rng, kind, settings.range);
    });
  },
  check(task, answer) {
    if (task.kind === 'line') {
      if (!('slope' in answer)) return false;
      return (
        hundredths(answer.slope) === hundredths(task.slope) &&
        hundredths(answer.intercept) === hundredths(task.intercept)
      );
    }
    return 'x' in answer && answer.x === task.point.x && answer.y === task.point.y;
  },
  minAnswerMs(task) {
    if (task.kind === 'placePoint') return REACTION_FLOOR_MS + 200;
    const typed = task.kind === 'line' ? `${task.slope}${task.intercept}` : `${task.point.x}${task.point.y}`;
    return typingFloorMs(typed);
  },
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
