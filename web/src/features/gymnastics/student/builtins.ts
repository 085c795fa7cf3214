import type { GymnasticsBuiltinKey } from '@umka/contracts';

/** The eye field: the ball moves inside a 400 × 240 picture. */
export const EYE_FIELD = { width: 400, height: 240 } as const;
const CX = EYE_FIELD.width / 2;
const CY = EYE_FIELD.height / 2;
const BALL = 22;

/** Where the ball is and how big (bigger is nearer). */
export interface BallPoint {
  x: number;
  y: number;
  r: number;
}

/** What a step tells the child; each has its text in the locales under gymnastics.steps. */
export type EyeStep = 'left' | 'right' | 'up' | 'down' | 'near' | 'far' | 'center';

export interface EyeExerciseDefinition {
  kind: 'eyes';
  /** The ball along one cycle, `phase` from 0 to 1. */
  path: (phase: number) => BallPoint;
  /** What reduced motion shows instead: the ball still at each place in turn, with its words. */
  steps: readonly { step: EyeStep; point: BallPoint }[];
}

export type Finger = 'index' | 'middle' | 'ring' | 'little';
export type FingerState = 'up' | 'bent' | 'down';

/** One picture of the hand: each finger up, half bent or folded; the thumb up, folded, or touching a finger. */
export interface HandPose {
  thumb: 'up' | 'folded' | { touches: Finger };
  fingers: Record<Finger, FingerState>;
}

export interface FingerExerciseDefinition {
  kind: 'fingers';
  /** Each step's pose and its words (gymnastics.fingerSteps.<say>). */
  steps: readonly { pose: HandPose; say: FingerStep }[];
}

export type FingerStep =
  | 'palm'
  | 'fist'
  | 'helloIndex'
  | 'helloMiddle'
  | 'helloRing'
  | 'helloLittle'
  | 'one'
  | 'two'
  | 'three'
  | 'four'
  | 'five'
  | 'earsUp'
  | 'earsDown';

export type BuiltinDefinition = EyeExerciseDefinition | FingerExerciseDefinition;

const TURN = Math.PI * 2;
const at = (x: number, y: number, r = BALL): BallPoint => ({ x, y, r });

const allFingers = (state: FingerState): Record<Finger, FingerState> => ({
  index: state,
  middle: state,
  ring: state,
  little: state,
});

const PALM: HandPose = { thumb: 'up', fingers: allFingers('up') };
const FIST: HandPose = { thumb: 'folded', fingers: allFingers('down') };

function touching(finger: Finger): HandPose {
  return { thumb: { touches: finger }, fingers: { ...allFingers('up'), [finger]: 'bent' } };
}

function counting(up: number): HandPose {
  const order: Finger[] = ['index', 'middle', 'ring', 'little'];
  const fingers = Object.fromEntries(order.map((finger, index) => [finger, index < up ? 'up' : 'down'])) as Record<
    Finger,
    FingerState
  >;
  return { thumb: up >= 5 ? 'up' : 'folded', fingers };
}

/** The exercises the app draws itself, by the key the server keeps. */
export const BUILTINS: Record<GymnasticsBuiltinKey, BuiltinDefinition> = {
  'ball-left-right': {
    kind: 'eyes',
    path: (phase) => at(CX + 160 * Math.sin(phase * TURN), CY),
    steps: [
      { step: 'left', point: at(CX - 160, CY) },
      { step: 'right', point: at(CX + 160, CY) },
    ],
  },
  'ball-up-down': {
    kind: 'eyes',
    path: (phase) => at(CX, CY - 90 * Math.sin(phase * TURN)),
    steps: [
      { step: 'up', point: at(CX, CY - 90) },
      { step: 'down', point: at(CX, CY + 90) },
    ],
  },
  'ball-circle': {
    kind: 'eyes',
    path: (phase) => at(CX + 90 * Math.sin(phase * TURN), CY - 90 * Math.cos(phase * TURN)),
    steps: [
      { step: 'up', point: at(CX, CY - 90) },
      { step: 'right', point: at(CX + 90, CY) },
      { step: 'down', point: at(CX, CY + 90) },
      { step: 'left', point: at(CX - 90, CY) },
    ],
  },
  'ball-figure-eight': {
    kind: 'eyes',
    path: (phase) => at(CX + 150 * Math.sin(phase * TURN), CY + 70 * Math.sin(phase * TURN * 2)),
    steps: [
      { step: 'center', point: at(CX, CY) },
      { step: 'right', point: at(CX + 150, CY) },
      { step: 'center', point: at(CX, CY) },
      { step: 'left', point: at(CX - 150, CY) },
    ],
  },
  'ball-near-far': {
    kind: 'eyes',
    path: (phase) => at(CX, CY, 10 + 50 * (0.5 - 0.5 * Math.cos(phase * TURN))),
    steps: [
      { step: 'near', point: at(CX, CY, 60) },
      { step: 'far', point: at(CX, CY, 10) },
    ],
  },
  'fingers-hello': {
    kind: 'fingers',
    steps: [
      { pose: touching('index'), say: 'helloIndex' },
      { pose: touching('middle'), say: 'helloMiddle' },
      { pose: touching('ring'), say: 'helloRing' },
      { pose: touching('little'), say: 'helloLittle' },
    ],
  },
  'fingers-fist-palm': {
    kind: 'fingers',
    steps: [
      { pose: PALM, say: 'palm' },
      { pose: FIST, say: 'fist' },
    ],
  },
  'fingers-counting': {
    kind: 'fingers',
    steps: [1, 2, 3, 4, 5].map((up, index) => ({
      pose: counting(up),
      say: (['one', 'two', 'three', 'four', 'five'] as const)[index] ?? 'one',
    })),
  },
  'fingers-bunny': {
    kind: 'fingers',
    steps: [
      {
        pose: { thumb: 'folded', fingers: { index: 'up', middle: 'up', ring: 'down', little: 'down' } },
        say: 'earsUp',
      },
      {
        pose: { thumb: 'folded', fingers: { index: 'bent', middle: 'bent', ring: 'down', little: 'down' } },
        say: 'earsDown',
      },
    ],
  },
};

/** One cycle of the moving ball; a minute holds ten. */
export const EYE_CYCLE_MS = 6000;
/** How long reduced motion keeps the ball at each place, and a finger pose is held. */
export const EYE_STEP_MS = 4000;
export const FINGER_STEP_MS = 3000;
export const FINGER_STEP_REDUCED_MS = 5000;
