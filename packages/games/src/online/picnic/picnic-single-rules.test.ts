import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRound } from '../../validate/validate-round.ts';
import {
  applyPicnicSingle,
  type PicnicSingleMove,
  picnicSingleLegalMoves,
  startPicnicSingle,
} from './picnic-single.ts';
import { picnicSingleRules } from './picnic-single-rules.ts';

/** A steady child: the first card that fits, every `stepMs`, until `untilMs`. */
function steadyRound(seed: number, stepMs: number, untilMs: number) {
  let state = startPicnicSingle(seed);
  const moves: PicnicSingleMove[] = [];
  for (let ms = stepMs; ms <= untilMs; ms += stepMs) {
    const [play] = picnicSingleLegalMoves(state);
    if (!play) break;
    const move = { ...play, ms };
    state = applyPicnicSingle(state, move);
    moves.push(move);
  }
  return { moves, baskets: state.baskets };
}

describe('the picnic alone as a trainer round', () => {
  it('scores an honest round with the baskets it filled, and never as a win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 300, max: 2000 }), (seed, stepMs) => {
        const round = steadyRound(seed, stepMs, 89_000);
        const verdict = validateRound(picnicSingleRules, {
          seed,
          settings: {},
          answers: [{ index: 0, answer: { moves: round.moves }, ms: round.moves.at(-1)?.ms ?? 1 }],
          elapsedMs: 90_000,
        });
        expect(verdict.status).toBe('ok');
        expect(verdict.outcome).toMatchObject({ score: round.baskets, correct: round.baskets, won: false });
      }),
      { numRuns: 40 },
    );
  });

  it('counts nothing for a round whose taps come faster than a person can tap', () => {
    const round = steadyRound(7, 300, 30_000);
    const hurried = round.moves.map((move, index) => ({ ...move, ms: 10 * (index + 1) }));
    const verdict = validateRound(picnicSingleRules, {
      seed: 7,
      settings: {},
      answers: [{ index: 0, answer: { moves: hurried }, ms: 30_000 }],
      elapsedMs: 31_000,
    });
    expect(verdict.outcome.score).toBe(0);
  });

  it('refuses a round that claims a longer game than the server saw', () => {
    const round = steadyRound(11, 500, 80_000);
    const verdict = validateRound(picnicSingleRules, {
      seed: 11,
      settings: {},
      answers: [{ index: 0, answer: { moves: round.moves }, ms: 80_000 }],
      elapsedMs: 20_000,
    });
    expect(verdict.status).toBe('rejected');
  });
});
