import { quickChoices, quickExample } from '../common/quick-example.ts';
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
/** In the learning run, the ground stops this many steps' run before an obstacle, leaving room for the jump over it. */
const ASK_STEPS = 8;
/** An answer sooner than this after the question appeared was not read, so it is not taken (a fifth of a second). */
export const ANSWER_FLOOR_TICKS = 12;
/** After a wrong answer the dino thinks for a second before the next one is taken: guessing is slower than solving. */
export const MISS_PAUSE_TICKS = 60;
/** Choices offered for a quick task. */
export const QUICK_CHOICES = 3;

export type ObstacleKind = 'cactus' | 'bigCactus' | 'cacti' | 'birdLow' | 'birdMid' | 'birdHigh';

/** The quick task that lets the dino over an obstacle in the learning run. */
export interface QuickTask {
  example: string;
  answer: number;
  choices: readonly number[];
}

export interface Obstacle {
  kind: ObstacleKind;
  /** Where its left edge stands on the course, in pixels from the start. */
  x: number;
  width: number;
  height: number;
  /** Its bottom's height above the ground: a bird flies, a cactus stands on the ground. */
  altitude: number;
  /** In the learning run, what must be answered to pass it. */
  task?: QuickTask;
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
 * so every course can be run as far as a child can keep up. Laid lazily, as far as a run reaches. A learning course
 * (`learnLevel` set) has cacti only, each with a quick task of that level, drawn from a generator of its own so the
 * plain course of a seed stays the same.
 */
export class Course {
  private readonly rng: Rng;
  private readonly tasks: Rng | null;
  private readonly laid: Obstacle[] = [];
  // The first obstacle comes after a couple of seconds of running, time to find the keys.
  private nextX = 900;

  constructor(
    seed: number,
    readonly learnLevel: number | null = null,
  ) {
    this.rng = createRng(seed);
    this.tasks = learnLevel === null ? null : createRng(seed ^ 0x5bd1e995);
  }

  private layOne() {
    const kinds: ObstacleKind[] =
      this.nextX < BIRDS_FROM || this.tasks
        ? ['cactus', 'bigCactus', 'cacti']
        : ['cactus', 'bigCactus', 'cacti', 'birdLow', 'birdMid', 'birdHigh'];
    const kind = kinds[this.rng.int(0, kinds.length - 1)] as ObstacleKind;
    const obstacle: Obstacle = { kind, x: this.nextX, ...SHAPES[kind] };
    if (this.tasks && this.learnLevel !== null) {
      const [example, answer] = quickExample(this.tasks, this.learnLevel);
      obstacle.task = { example, answer, choices: quickChoices(this.tasks, answer, QUICK_CHOICES) };
    }
    this.laid.push(obstacle);
    // A jump lasts ~33 steps: the gap leaves room for a landing and a fresh jump at the speed there.
    const speed = speedAt(this.nextX);
    this.nextX += Math.round(speed * 45 + this.rng.int(0, 360));
  }

  /** The obstacles whose left edge stands before `x`. */
  upTo(x: number): readonly Obstacle[] {
    while (this.nextX < x) this.layOne();
    return this.laid;
  }

  /** The obstacle with this place in the course's order. */
  at(index: number): Obstacle {
    while (this.laid.length <= index) this.layOne();
    return this.laid[index] as Obstacle;
  }
}

export type RunAction = 'jump' | 'duck' | 'stand';
/** A press: an action, or in the learning run a chosen answer. */
export type RunPress = RunAction | number;

export interface RunState {
  tick: number;
  /** The distance run, in pixels: the dino's left edge on the course. */
  x: number;
  /** The dino's height above the ground, and its vertical speed. */
  y: number;
  vy: number;
  ducking: boolean;
  crashed: boolean;
  /** Learning run: obstacles answered for so far (the next one to answer is the course's obstacle of this index). */
  passed: number;
  /** Learning run: the step the current question appeared at, while the ground waits for its answer. */
  askedAt: number | null;
  /** Learning run: answers before this step are not taken (the pause after a wrong one). */
  pausedUntil: number;
  misses: number;
}

export const startRun = (): RunState => ({
  tick: 0,
  x: 0,
  y: 0,
  vy: 0,
  ducking: false,
  crashed: false,
  passed: 0,
  askedAt: null,
  pausedUntil: 0,
  misses: 0,
});

function overlaps(state: RunState, obstacle: Obstacle): boolean {
  const height = state.ducking && state.y === 0 ? DINO_DUCK_HEIGHT : DINO_HEIGHT;
  return (
    state.x + DINO_WIDTH - MARGIN > obstacle.x + MARGIN &&
    state.x + MARGIN < obstacle.x + obstacle.width - MARGIN &&
    state.y + MARGIN < obstacle.altitude + obstacle.height - MARGIN &&
    state.y + height - MARGIN > obstacle.altitude + MARGIN
  );
}

function fall(y: number, vy: number, ducking: boolean): [number, number] {
  if (y <= 0 && vy <= 0) return [y, vy];
  const ny = y + vy;
  return ny <= 0 ? [0, 0] : [ny, vy - (ducking ? DUCK_GRAVITY : GRAVITY)];
}

/**
 * One step of the learning run: the ground stops before each obstacle until its task is answered; the right answer
 * jumps it, a wrong one costs a pause. Jumps and ducks are not used, and nothing is ever hit.
 */
function stepLearning(state: RunState, course: Course, presses: readonly RunPress[]): RunState {
  let { vy, passed, askedAt, pausedUntil, misses } = state;
  if (askedAt !== null) {
    for (const press of presses) {
      if (typeof press !== 'number' || state.tick < askedAt + ANSWER_FLOOR_TICKS || state.tick < pausedUntil) continue;
      if (press === course.at(passed).task?.answer) {
        passed++;
        askedAt = null;
        vy = JUMP_SPEED;
        break;
      }
      misses++;
      pausedUntil = state.tick + MISS_PAUSE_TICKS;
    }
  }
  const [y, nextVy] = fall(state.y, vy, false);
  let x = state.x;
  if (askedAt === null) {
    x += speedAt(x);
    const gap = course.at(passed).x - (x + DINO_WIDTH);
    if (y === 0 && nextVy === 0 && gap <= speedAt(x) * ASK_STEPS) askedAt = state.tick + 1;
  }
  return { ...state, tick: state.tick + 1, x, y, vy: nextVy, passed, askedAt, pausedUntil, misses };
}

/** One step: the actions pressed at this step, the dino's flight, the ground's run, then whether it hit anything. */
export function stepRun(state: RunState, course: Course, presses: readonly RunPress[]): RunState {
  if (state.crashed) return state;
  if (course.learnLevel !== null) return stepLearning(state, course, presses);
  let { y, vy, ducking } = state;
  for (const press of presses) {
    if (press === 'jump' && y === 0 && !ducking) vy = JUMP_SPEED;
    else if (press === 'duck') ducking = true;
    else if (press === 'stand') ducking = false;
  }
  [y, vy] = fall(y, vy, ducking);
  const x = state.x + speedAt(state.x);
  const next = { ...state, tick: state.tick + 1, x, y, vy, ducking, crashed: false };
  const near = course
    .upTo(x + DINO_WIDTH)
    .filter((obstacle) => obstacle.x < x + DINO_WIDTH && obstacle.x + obstacle.width > x);
  return { ...next, crashed: near.some((obstacle) => overlaps(next, obstacle)) };
}

/** A run's inputs: at which step what was pressed, in step order. */
export type RunInputs = readonly (readonly [number, RunPress])[];

/** The whole run replayed from its seed and inputs, until a crash or the last step allowed. */
export function replayRun(
  seed: number,
  inputs: RunInputs,
  maxTicks: number,
  learnLevel: number | null = null,
): RunState {
  const course = new Course(seed, learnLevel);
  let state = startRun();
  let next = 0;
  while (!state.crashed && state.tick < maxTicks) {
    const presses: RunPress[] = [];
    while (next < inputs.length && (inputs[next] as readonly [number, RunPress])[0] === state.tick) {
      presses.push((inputs[next] as readonly [number, RunPress])[1]);
      next++;
    }
    state = stepRun(state, course, presses);
  }
  return state;
}

/** The distance shown and scored: metres, at ten pixels a metre. */
export const metres = (x: number): number => Math.floor(x / 10);
