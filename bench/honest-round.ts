/** A played round the server's replay accepts, as the benches that post trainer rounds produce it. */
import { type FractionsSettings, fractionsRules, solveFraction } from '@umka/games';

/** The trainer whose rounds the benches play: its rules are pure and quick to replay in the bench as on the server. */
export const PLAYED_TRAINER = 'fractions';

/** A result that passes every check of the replay: the right answer to each task, each as fast as a person could. */
export function honestResult(seed: number, settings: FractionsSettings): { answers: unknown[]; elapsed_ms: number } {
  const answers = fractionsRules.generate(seed, settings).map((task, index) => ({
    index,
    answer: solveFraction(task),
    ms: fractionsRules.minAnswerMs(task, settings),
  }));
  return { answers, elapsed_ms: answers.reduce((sum, answer) => sum + answer.ms, 0) };
}
