import { Course, DINO_WIDTH, type RunAction, type RunState, speedAt, startRun, stepRun } from '../dino/physics.ts';

/**
 * A player that reads the course as a child reads the screen: it jumps what stands on the ground or flies low, ducks
 * under middle birds and runs under high ones. It shows every course can be run, and gives tests honest inputs.
 */
export function botRun(seed: number, maxTicks: number): { inputs: [number, RunAction][]; end: RunState } {
  const course = new Course(seed);
  const inputs: [number, RunAction][] = [];
  let state = startRun();
  while (!state.crashed && state.tick < maxTicks) {
    const speed = speedAt(state.x);
    const ahead = course.upTo(state.x + 400).find((obstacle) => obstacle.x + obstacle.width > state.x - 2);
    const gap = ahead ? ahead.x - (state.x + DINO_WIDTH) : Number.POSITIVE_INFINITY;
    const actions: RunAction[] = [];
    if (ahead?.kind === 'birdMid') {
      if (gap < speed * 6 && !state.ducking && state.y === 0) actions.push('duck');
    } else if (state.ducking) {
      actions.push('stand');
    } else if (ahead && ahead.kind !== 'birdHigh' && gap < speed * 7 && gap > 0 && state.y === 0) {
      actions.push('jump');
    }
    for (const action of actions) inputs.push([state.tick, action]);
    state = stepRun(state, course, actions);
  }
  return { inputs, end: state };
}
