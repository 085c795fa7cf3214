/**
 * The positions of the lips and the tongue the web app draws; a step shows one (a hold) or swings between two (a
 * repeat).
 */
export const ARTICULATION_POSES = [
  'smile',
  'tube',
  'spatula',
  'needle',
  'tongueLeft',
  'tongueRight',
  'tongueUp',
  'tongueDown',
  'jamTop',
  'jamIn',
  'cup',
  'horseUp',
  'horseDown',
  'mushroom',
  'painterFront',
  'painterBack',
  'drummerUp',
  'drummerDown',
] as const;
export type ArticulationPose = (typeof ARTICULATION_POSES)[number];

/** One step of an exercise: a position held for some seconds, or a movement between two repeated in a beat. */
export type ArticulationStep =
  | { key: string; kind: 'hold'; pose: ArticulationPose; seconds: number }
  | {
      key: string;
      kind: 'repeat';
      poses: readonly [ArticulationPose, ArticulationPose];
      times: number;
      beatMs: number;
    };

export interface ArticulationExercise {
  key: string;
  steps: readonly ArticulationStep[];
  /** The exercise is heard (a horse's hooves, a drum), so the child may record it. */
  voiced: boolean;
}

/**
 * The fastest an honest child repeats a movement of the tongue or the lips. A speech therapist's pace is one to two
 * a second; the floor sits well below it, so only a round no mouth could do is refused.
 */
export const MIN_BEAT_MS = 400;

const hold = (key: string, pose: ArticulationPose, seconds = 5): ArticulationStep => ({
  key,
  kind: 'hold',
  pose,
  seconds,
});
const repeat = (
  key: string,
  poses: readonly [ArticulationPose, ArticulationPose],
  times: number,
  beatMs: number,
): ArticulationStep => ({ key, kind: 'repeat', poses, times, beatMs });

/**
 * The classic exercises of a speech therapist's daily gymnastics, in the order they are usually learned: lips first,
 * then the tongue's positions, then its movements. The keys name the texts (trainers.articulation.*) and the art.
 */
export const ARTICULATION_EXERCISES: readonly ArticulationExercise[] = [
  { key: 'smile', steps: [hold('smile', 'smile')], voiced: false },
  { key: 'tube', steps: [hold('tube', 'tube'), repeat('smileTube', ['smile', 'tube'], 6, 1500)], voiced: false },
  { key: 'spatula', steps: [hold('spatula', 'spatula')], voiced: false },
  {
    key: 'needle',
    steps: [hold('needle', 'needle'), repeat('spatulaNeedle', ['spatula', 'needle'], 6, 1500)],
    voiced: false,
  },
  { key: 'clock', steps: [repeat('clock', ['tongueLeft', 'tongueRight'], 10, 1000)], voiced: false },
  {
    key: 'swing',
    steps: [
      hold('swingUp', 'tongueUp', 3),
      hold('swingDown', 'tongueDown', 3),
      repeat('swing', ['tongueUp', 'tongueDown'], 8, 1000),
    ],
    voiced: false,
  },
  { key: 'jam', steps: [repeat('jam', ['jamTop', 'jamIn'], 5, 1500)], voiced: false },
  { key: 'cup', steps: [hold('cupReady', 'spatula', 3), hold('cup', 'cup')], voiced: false },
  {
    key: 'horse',
    steps: [
      repeat('horse', ['horseUp', 'horseDown'], 10, 700),
      repeat('quietHorse', ['horseUp', 'horseDown'], 10, 700),
    ],
    voiced: true,
  },
  { key: 'mushroom', steps: [hold('mushroom', 'mushroom')], voiced: false },
  { key: 'painter', steps: [repeat('painter', ['painterFront', 'painterBack'], 6, 1500)], voiced: false },
  {
    key: 'drummer',
    steps: [hold('drummerReady', 'drummerUp', 3), repeat('drummer', ['drummerUp', 'drummerDown'], 10, 600)],
    voiced: true,
  },
];

export const ARTICULATION_EXERCISE_KEYS = ARTICULATION_EXERCISES.map((exercise) => exercise.key) as [
  string,
  ...string[],
];

/** How long the view guides a step: a hold's seconds, a repeat's beats at its own pace. */
export function guidedStepMs(step: ArticulationStep): number {
  return step.kind === 'hold' ? step.seconds * 1000 : step.times * step.beatMs;
}

/** The least a step can honestly take: a hold is held to its end; a repeat is done no faster than the floor beat. */
export function minStepMs(step: ArticulationStep): number {
  return step.kind === 'hold' ? step.seconds * 1000 : step.times * Math.min(step.beatMs, MIN_BEAT_MS);
}
