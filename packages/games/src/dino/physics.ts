import { createRng, type Rng } from '../rng.ts';

/** The run advances in fixed steps of a sixtieth of a second, so every machine plays and replays the same run. */
export const TICK_MS = 1000 / 60;
export const DINO_WIDTH = 40;
export const DINO_HEIGHT = 44;
export const DINO_DUCK_HEIGHT = 24;
const GRAVITY = 0.8;
/** Ducking in the air pulls the dino down faster, as in the game children know. */
const DUCK_GRAVITY = 2.4;
const JUMP_SPEED = 13;
const START_SPEED = 6;
const TOP_SPEED = 13;
/** How much faster the ground runs per pixel covered. */
const ACCELERATION = 0.00035;
/** Hit boxes are this much smaller on every side than they look: a graze is not a crash. */
const MARGIN = 4;
/** Birds join the cacti once the run has gone this far. */
const BIRDS_FROM = 1500;

export type ObstacleKind = 'cactus' | 'bigCactus' | 'cacti' | 'birdLow' | 'birdMid' | 'birdHigh';

export interface Obstacle {
  kind: ObstacleKind;
  /** Where its left edge stands on the course, in pixels from the start. */
  x: number;
  width: number;
  height: number;
  /** Its bottom's height above the ground: a bird flies, a cactus stands on the ground. */
  altitude: number;
}

const SHAPES: Record<ObstacleKind, Omit<Obstacle, 'kind' | 'x'>> = {
  cactus: { width: 17, height: 35, altitude: 0 },
  bigCactus: { width: 25, height: 50, altitude: 0 },
  cacti: { width: 50, height: 35, altitude: 0 },
  // Jumped over.
  birdLow: { width: 42, height: 28, altitude: 8 },
  // Ducked under (or jumped over early).
  birdMid: { width: 42, height: 28, altitude: 30 },
  // Run under standing.
  birdHigh: { width: 42, height: 28, altitude: 56 },
};

/** The ground's speed at a distance: it starts calm and rises to a top speed. */
export const speedAt = (x: number): number => Math.min(TOP_SPEED, START_SPEED + x * ACCELERATION);

/**
 * The course of a seed: obstacles laid one after another with gaps the dino can clear at the speed it will have there,
 * so every course can be run as far as a child can keep up. Laid lazily, as far as a run reaches.
 */
export class Course {
  private readonly rng: Rng;
  private readonly laid: Obstacle[] = [];
  // The first obstacle comes after a couple of seconds of running, time to find the keys.
  private nextX = 900;

  constructor(seed: number) {
    this.rng = createRng(seed);
  }

  /** The obstacles whose left edge stands before `x`. */
  upTo(x: number): readonly Obstacle[] {
    while (this.nextX < x) {
      const kinds: ObstacleKind[] =
        this.nextX < BIRDS_FROM
          ? ['cactus', 'bigCactus', 'cacti']
          : ['cactus', 'bigCactus', 'cacti', 'birdLow', 'birdMid', 'birdHigh'];
      const kind = kinds[this.rng.int(0, kinds.length - 1)] as ObstacleKind;
      this.laid.push({ kind, x: this.nextX, ...SHAPES[kind] });
      // A jump lasts ~33 steps: the gap leaves room for a landing and a fresh jump at the speed there.
      const speed = speedAt(this.nextX);
      this.nextX += Math.round(speed * 45 + this.rng.int(0, 360));
    }
    return this.laid;
  }
}

export type RunAction = 'jump' | 'duck' | 'stand';

export interface RunState {
  tick: number;
  /** The distance run, in pixels: the dino's left edge on the course. */
  x: number;
  /** The dino's height above the ground, and its vertical speed. */
  y: number;
  vy: number;
  ducking: boolean;
  crashed: boolean;
}

export const startRun = (): RunState => ({ tick: 0, x: 0, y: 0, vy: 0, ducking: false, crashed: false });

function overlaps(state: RunState, obstacle: Obstacle): boolean {
  const height = state.ducking && state.y === 0 ? DINO_DUCK_HEIGHT : DINO_HEIGHT;
  return (
    state.x + DINO_WIDTH - MARGIN > obstacle.x + MARGIN &&
    state.x + MARGIN < obstacle.x + obstacle.width - MARGIN &&
    state.y + MARGIN < obstacle.altitude + obstacle.height - MARGIN &&
    state.y + height - MARGIN > obstacle.altitude + MARGIN
  );
}

/** One step: the actions pressed at this step, the dino's flight, the ground's run, then whether it hit anything. */
export function stepRun(state: RunState, course: Course, actions: readonly RunAction[]): RunState {
  if (state.crashed) return state;
  let { y, vy, ducking } = state;
  for (const action of actions) {
    if (action === 'jump' && y === 0 && !ducking) vy = JUMP_SPEED;
    else if (action === 'duck') ducking = true;
    else if (action === 'stand') ducking = false;
  }
  if (y > 0 || vy > 0) {
    y += vy;
    vy -= ducking ? DUCK_GRAVITY : GRAVITY;
    if (y <= 0) {
      y = 0;
      vy = 0;
    }
  }
  const x = state.x + speedAt(state.x);
  const next = { tick: state.tick + 1, x, y, vy, ducking, crashed: false };
  const near = course
    .upTo(x + DINO_WIDTH)
    .filter((obstacle) => obstacle.x < x + DINO_WIDTH && obstacle.x + obstacle.width > x);
  return { ...next, crashed: near.some((obstacle) => overlaps(next, obstacle)) };
}

/** A run's inputs: at which step which action was pressed, in step order. */
export type RunInputs = readonly (readonly [number, RunAction])[];

/** The whole run replayed from its seed and inputs, until a crash or the last step allowed. */
export function replayRun(seed: number, inputs: RunInputs, maxTicks: number): RunState {
  const course = new Course(seed);
  let state = startRun();
  let next = 0;
  while (!state.crashed && state.tick < maxTicks) {
    const actions: RunAction[] = [];
    while (next < inputs.length && (inputs[next] as readonly [number, RunAction])[0] === state.tick) {
      actions.push((inputs[next] as readonly [number, RunAction])[1]);
      next++;
    }
    state = stepRun(state, course, actions);
  }
  return state;
}

/** The distance shown and scored: metres, at ten pixels a metre. */
export const metres = (x: number): number => Math.floor(x / 10);
