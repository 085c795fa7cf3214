import { Course, DINO_WIDTH, type RunPress, type RunState, speedAt, startRun, stepRun } from '../dino/physics.ts';

/** How long the bot takes to read a quick task in a learning run: half a second. */
const READ_TICKS = 30;

/** In a learning run: the answer when the question has been read, a near miss first if the bot is to slip. */
function learningPress(state: RunState, course: Course, slip: boolean): RunPress[] {
  if (state.askedAt === null || state.tick < Math.max(state.askedAt + READ_TICKS, state.pausedUntil)) return [];
  const task = course.at(state.passed).task;
  if (!task) return [];
  const wrong = task.choices.find((choice) => choice !== task.answer);
  return slip && state.misses <= state.passed && wrong !== undefined ? [wrong] : [task.answer];
}

/**
 * A player that reads the course as a child reads the screen: it jumps what stands on the ground or flies low, ducks
 * under middle birds and runs under high ones; in a learning run it answers each task after reading it (with `slip`,
 * one wrong answer per obstacle first). It shows every course can be run, and gives tests honest inputs.
 */
export function botRun(
  seed: number,
  maxTicks: number,
  learnLevel: number | null = null,
  slip = false,
): { inputs: [number, RunPress][]; end: RunState } {
  const course = new Course(seed, learnLevel);
  const inputs: [number, RunPress][] = [];
  let state = startRun();
  while (!state.crashed && state.tick < maxTicks) {
    const presses = learnLevel === null ? runnerPress(state, course) : learningPress(state, course, slip);
    for (const press of presses) inputs.push([state.tick, press]);
    state = stepRun(state, course, presses);
  }
  return { inputs, end: state };
}

function runnerPress(state: RunState, course: Course): RunPress[] {
  const speed = speedAt(state.x);
  const ahead = course.upTo(state.x + 400).find((obstacle) => obstacle.x + obstacle.width > state.x - 2);
  const gap = ahead ? ahead.x - (state.x + DINO_WIDTH) : Number.POSITIVE_INFINITY;
  if (ahead?.kind === 'birdMid') return gap < speed * 6 && !state.ducking && state.y === 0 ? ['duck'] : [];
  if (state.ducking) return ['stand'];
  if (ahead && ahead.kind !== 'birdHigh' && gap < speed * 7 && gap > 0 && state.y === 0) return ['jump'];
  return [];
}
