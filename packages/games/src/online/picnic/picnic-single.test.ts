import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { deepFreeze, seed } from './picnic.fixtures.ts';
import { PICNIC_BLANKET_SIZE, PICNIC_MAX_TARGET, PICNIC_MIN_TARGET, sumOf } from './picnic-cards.ts';
import {
  applyPicnicSingle,
  PICNIC_SINGLE_MIN_MOVE_MS,
  PICNIC_SINGLE_MISS_PAUSE_MS,
  PICNIC_SINGLE_MS,
  PicnicSingleError,
  type PicnicSingleMove,
  type PicnicSingleState,
  picnicSingleLegalMoves,
  picnicSingleRefusal,
  replayPicnicSingle,
  startPicnicSingle,
} from './picnic-single.ts';

interface Round {
  moves: PicnicSingleMove[];
  states: PicnicSingleState[];
}

/** A child playing at a random pace: legal cards, and now and then a card that does not fit. */
function playRound(roundSeed: number, missRate = 0.15, slowestMs = 2500): Round {
  const rng = createRng(roundSeed ^ 0x5f3759df);
  let state = startPicnicSingle(roundSeed);
  const moves: PicnicSingleMove[] = [];
  const states = [state];
  for (;;) {
    const ms = Math.max(state.lastMs + PICNIC_SINGLE_MIN_MOVE_MS, state.pausedUntilMs) + rng.int(0, slowestMs);
    if (ms > PICNIC_SINGLE_MS) return { moves, states };
    const sum = sumOf(state.basket);
    const misses = state.blanket.filter((card) => sum + card.value > state.target);
    const legal = picnicSingleLegalMoves(state);
    const play =
      misses.length > 0 && rng.next() < missRate
        ? { kind: 'take' as const, card: (misses[rng.int(0, misses.length - 1)] ?? misses[0])?.id ?? 0 }
        : legal[rng.int(0, legal.length - 1)];
    if (!play) return { moves, states };
    const move = { ...play, ms };
    expect(picnicSingleRefusal(state, move)).toBeNull();
    state = applyPicnicSingle(state, move);
    moves.push(move);
    states.push(state);
  }
}

const ids = (state: PicnicSingleState) => [...state.blanket, ...state.basket].map((card) => card.id);

describe('the picnic alone against the clock', () => {
  it('starts the same from the same seed, with a full blanket and a target within twenty', () => {
    fc.assert(
      fc.property(seed, (roundSeed) => {
        const state = startPicnicSingle(roundSeed);
        expect(startPicnicSingle(roundSeed)).toEqual(state);
        expect(state.blanket).toHaveLength(PICNIC_BLANKET_SIZE);
        expect(state.target).toBeGreaterThanOrEqual(PICNIC_MIN_TARGET);
        expect(state.target).toBeLessThanOrEqual(PICNIC_MAX_TARGET);
      }),
    );
  });

  it('keeps the basket within its target, every dealt card in one place, and the score as its full baskets', () => {
    fc.assert(
      fc.property(seed, (roundSeed) => {
        const { states } = playRound(roundSeed);
        let inFullBaskets = 0;
        let points = 0;
        states.forEach((state, step) => {
          const before = states[step - 1];
          if (before && state.baskets > before.baskets) {
            expect(state.baskets).toBe(before.baskets + 1);
            inFullBaskets += before.basket.length + 1;
            points += before.target;
          }
          expect(sumOf(state.basket)).toBeLessThanOrEqual(state.target);
          expect(state.points).toBe(points);
          expect(state.drawn).toBe(state.blanket.length + state.basket.length + inFullBaskets);
          expect(new Set(ids(state)).size).toBe(ids(state).length);
          for (const id of ids(state)) expect(id).toBeLessThan(state.drawn);
          if (before) expect(state.points).toBeGreaterThanOrEqual(before.points);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('replays a round on the server exactly as it was played', () => {
    fc.assert(
      fc.property(seed, (roundSeed) => {
        const { moves, states } = playRound(roundSeed);
        expect(replayPicnicSingle(roundSeed, JSON.parse(JSON.stringify(moves)))).toEqual({
          status: 'ok',
          state: states.at(-1),
        });
      }),
      { numRuns: 50 },
    );
  });

  it('counts a card that does not fit as a miss, leaves the cards be, and pauses before the next move', () => {
    fc.assert(
      fc.property(seed, (roundSeed) => {
        const { states } = playRound(roundSeed, 0.5);
        for (const [step, state] of states.entries()) {
          const before = states[step - 1];
          // A miss in the last second pauses past the end of the round.
          if (!before || state.misses === before.misses || state.pausedUntilMs > PICNIC_SINGLE_MS) continue;
          expect(state.misses).toBe(before.misses + 1);
          expect({ ...state, misses: 0, lastMs: 0, pausedUntilMs: 0 }).toEqual({
            ...before,
            misses: 0,
            lastMs: 0,
            pausedUntilMs: 0,
          });
          expect(state.pausedUntilMs).toBe(state.lastMs + PICNIC_SINGLE_MISS_PAUSE_MS);
          const [legal] = picnicSingleLegalMoves(state);
          const early = { ...legal, ms: state.pausedUntilMs - 1 };
          expect(picnicSingleRefusal(state, early)).toBe('TOO_FAST');
          expect(picnicSingleRefusal(state, { ...early, ms: state.pausedUntilMs })).toBeNull();
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a move sooner than a child can make it, and after the time is up', () => {
    const state = startPicnicSingle(3);
    const [legal] = picnicSingleLegalMoves(state);
    expect(picnicSingleRefusal(state, { ...legal, ms: PICNIC_SINGLE_MIN_MOVE_MS - 1 })).toBe('TOO_FAST');
    expect(picnicSingleRefusal(state, { ...legal, ms: PICNIC_SINGLE_MS + 1 })).toBe('TIME_UP');
    expect(picnicSingleRefusal(state, { ...legal, ms: PICNIC_SINGLE_MS })).toBeNull();
    expect(() => applyPicnicSingle(state, { ...(legal as PicnicSingleMove), ms: 10 })).toThrow(
      new PicnicSingleError('TOO_FAST'),
    );
    const after = applyPicnicSingle(state, { ...(legal as PicnicSingleMove), ms: 1000 });
    expect(
      picnicSingleRefusal(after, { ...picnicSingleLegalMoves(after)[0], ms: 1000 + PICNIC_SINGLE_MIN_MOVE_MS - 1 }),
    ).toBe('TOO_FAST');
  });

  it('refuses a card not on the blanket, a card put back while another fits, and junk', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 30 }), (roundSeed, step) => {
        const { states } = playRound(roundSeed);
        const state = states[Math.min(step, states.length - 1)] as PicnicSingleState;
        const ms = Math.max(state.lastMs + PICNIC_SINGLE_MIN_MOVE_MS, state.pausedUntilMs);
        fc.pre(ms <= PICNIC_SINGLE_MS);
        const illegal: unknown[] = [
          { kind: 'take', card: state.drawn, ms },
          { kind: 'putBack', card: state.blanket[0]?.id, ms },
          { kind: 'take', card: state.blanket[0]?.id },
          { kind: 'take', card: state.blanket[0]?.id, ms: -1 },
          { kind: 'drop', card: 0, ms },
          null,
          [],
        ];
        if (picnicSingleLegalMoves(state)[0]?.kind === 'take')
          illegal.push(...state.basket.map((card) => ({ kind: 'putBack', card: card.id, ms })));
        for (const move of illegal) {
          expect(picnicSingleRefusal(state, move)).toBe('ILLEGAL_MOVE');
          expect(replayPicnicSingle(state.seed, [move])).toMatchObject({ status: 'rejected', index: 0 });
        }
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a replayed round at the first move it refuses', () => {
    const { moves } = playRound(8);
    const hasty = moves.map((move, index) => (index === 3 ? { ...move, ms: (moves[2]?.ms ?? 0) + 1 } : move));
    expect(replayPicnicSingle(8, hasty)).toEqual({ status: 'rejected', reason: 'TOO_FAST', index: 3 });
  });

  it('never changes the state it is given, and its states survive a JSON round trip', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 30 }), (roundSeed, step) => {
        const { moves, states } = playRound(roundSeed);
        const index = Math.min(step, moves.length - 1);
        const state = states[index] as PicnicSingleState;
        const copy = structuredClone(state);
        const after = applyPicnicSingle(deepFreeze(state), moves[index] as PicnicSingleMove);
        expect(state).toEqual(copy);
        expect(after).toEqual(states[index + 1]);
        expect(JSON.parse(JSON.stringify(after))).toEqual(after);
      }),
      { numRuns: 50 },
    );
  });

  it('deals fresh cards for as long as the fastest honest child can play', () => {
    const { states } = playRound(21, 0, 0);
    const end = states.at(-1) as PicnicSingleState;
    expect(states.length - 1).toBe(Math.floor(PICNIC_SINGLE_MS / PICNIC_SINGLE_MIN_MOVE_MS));
    expect(end.blanket.length).toBeGreaterThanOrEqual(PICNIC_BLANKET_SIZE);
    expect(end.baskets).toBeGreaterThan(20);
  });
});
