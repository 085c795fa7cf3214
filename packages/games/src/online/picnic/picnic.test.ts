import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { TurnMoveError } from '../turn-game.ts';
import { allCards, deepFreeze, players, playRandomly, seed } from './picnic.fixtures.ts';
import { PICNIC_MAX_PLAYERS, PICNIC_ROUNDS, type PicnicState, picnic, picnicResults, picnicScore } from './picnic.ts';
import {
  PICNIC_BLANKET_SIZE,
  PICNIC_DECK_VALUES,
  PICNIC_MAX_TARGET,
  PICNIC_MIN_TARGET,
  type PicnicMove,
  sumOf,
} from './picnic-cards.ts';

const finished = (count: number, gameSeed: number, rngSeed: number) =>
  playRandomly(picnic.start(count, gameSeed), rngSeed).at(-1) as PicnicState;

/** A game in play after a few random moves, with its legal moves. */
const midGame = fc
  .record({ count: players, gameSeed: seed, rngSeed: seed, steps: fc.integer({ min: 0, max: 15 }) })
  .map(({ count, gameSeed, rngSeed, steps }) => {
    const states = playRandomly(picnic.start(count, gameSeed), rngSeed, 0);
    return states[Math.min(steps, states.length - 2)] as PicnicState;
  });

describe('the summer picnic', () => {
  it('deals the same game from the same seed, and 48 cards with the deck numbers', () => {
    fc.assert(
      fc.property(players, seed, (count, gameSeed) => {
        const state = picnic.start(count, gameSeed);
        expect(picnic.start(count, gameSeed)).toEqual(state);
        expect(state.blanket).toHaveLength(PICNIC_BLANKET_SIZE);
        expect(allCards(state).map((card) => card.id)).toEqual(PICNIC_DECK_VALUES.map((_, id) => id));
        expect(
          allCards(state)
            .map((card) => card.value)
            .sort(),
        ).toEqual([...PICNIC_DECK_VALUES].sort());
        expect(state.players).toHaveLength(count);
        for (const player of state.players) {
          expect(player.target).toBeGreaterThanOrEqual(PICNIC_MIN_TARGET);
          expect(player.target).toBeLessThanOrEqual(PICNIC_MAX_TARGET);
        }
        expect(picnic.toMove(state)).toBe(0);
      }),
    );
  });

  it('plays the same game from the same seed and the same moves', () => {
    fc.assert(
      fc.property(players, seed, seed, (count, gameSeed, rngSeed) => {
        expect(playRandomly(picnic.start(count, gameSeed), rngSeed)).toEqual(
          playRandomly(picnic.start(count, gameSeed), rngSeed),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('deals enough cards that the blanket stays full for every turn of the biggest game', () => {
    expect(PICNIC_DECK_VALUES.length).toBeGreaterThanOrEqual(PICNIC_BLANKET_SIZE + PICNIC_ROUNDS * PICNIC_MAX_PLAYERS);
  });

  it('refuses to start with fewer than two or more than four players', () => {
    for (const count of [0, 1, 5, 2.5]) expect(() => picnic.start(count, 1)).toThrow(RangeError);
  });

  it('keeps every basket within its target, every card in one place, and points only growing', () => {
    fc.assert(
      fc.property(players, seed, seed, (count, gameSeed, rngSeed) => {
        const states = playRandomly(picnic.start(count, gameSeed), rngSeed);
        const deal = allCards(states[0] as PicnicState);
        states.forEach((state, step) => {
          expect(allCards(state)).toEqual(deal);
          for (const player of state.players) {
            expect(sumOf(player.basket)).toBeLessThanOrEqual(player.target);
            for (const basket of player.filled) {
              expect(sumOf(basket)).toBeGreaterThanOrEqual(PICNIC_MIN_TARGET);
              expect(sumOf(basket)).toBeLessThanOrEqual(PICNIC_MAX_TARGET);
            }
          }
          const before = states[step - 1];
          if (before)
            state.players.forEach((player, seat) => {
              expect(picnicScore(player)).toBeGreaterThanOrEqual(picnicScore(before.players[seat] ?? player));
            });
        });
      }),
      { numRuns: 100 },
    );
  });

  it('ends after ten turns each, always has a move for the player to move until then, and has a result', () => {
    fc.assert(
      fc.property(players, seed, seed, (count, gameSeed, rngSeed) => {
        const states = playRandomly(picnic.start(count, gameSeed), rngSeed);
        const end = states.at(-1) as PicnicState;
        expect(states.length - 1).toBe(PICNIC_ROUNDS * count);
        for (const state of states.slice(0, -1)) expect(picnic.legalMoves(state).length).toBeGreaterThan(0);
        expect(end.players.every((player) => player.turns === PICNIC_ROUNDS)).toBe(true);
        expect(picnic.legalMoves(end)).toEqual([]);
        const result = picnic.outcome(end);
        const scores = end.players.map(picnicScore);
        const best = Math.max(...scores);
        if (result.status === 'won') {
          expect(scores[result.winner]).toBe(best);
          expect(scores.filter((score) => score === best)).toHaveLength(1);
        } else {
          expect(result.status).toBe('draw');
          expect(scores.filter((score) => score === best).length).toBeGreaterThan(1);
        }
        expect(picnicResults(end)).toEqual(
          scores.map((score) => (score < best ? 'lost' : result.status === 'won' ? 'won' : 'draw')),
        );
        expect(picnicResults(states[0] as PicnicState)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('lets the players move in turn, and fills a basket that makes its target exactly', () => {
    fc.assert(
      fc.property(midGame, seed, (state, rngSeed) => {
        const moves = picnic.legalMoves(state);
        const move = moves[createRng(rngSeed).int(0, moves.length - 1)] as PicnicMove;
        const seat = picnic.toMove(state);
        const mover = state.players[seat];
        const after = picnic.apply(state, seat, move);
        expect(picnic.toMove(after)).toBe((seat + 1) % state.players.length);
        expect(after.last).toEqual({
          player: seat,
          move,
          filled: after.players[seat]?.filled.length !== mover?.filled.length,
        });
        if (move.kind === 'take' && after.last?.filled) {
          const card = state.blanket.find((each) => each.id === move.card);
          expect(sumOf(mover?.basket ?? []) + (card?.value ?? 0)).toBe(mover?.target);
          expect(after.players[seat]?.basket).toEqual([]);
        }
      }),
    );
  });

  it('takes only cards that fit, and lets a card go back only when none fits', () => {
    fc.assert(
      fc.property(midGame, (state) => {
        const player = state.players[state.turn];
        const sum = sumOf(player?.basket ?? []);
        const fitting = state.blanket.filter((card) => sum + card.value <= (player?.target ?? 0));
        const moves = picnic.legalMoves(state);
        if (fitting.length > 0) expect(moves).toEqual(fitting.map((card) => ({ kind: 'take', card: card.id })));
        else expect(moves).toEqual(player?.basket.map((card) => ({ kind: 'putBack', card: card.id })));
      }),
    );
  });

  it('never changes the state it is given, and its states survive a JSON round trip', () => {
    fc.assert(
      fc.property(midGame, seed, (state, rngSeed) => {
        const copy = structuredClone(state);
        const frozen = deepFreeze(state);
        const moves = picnic.legalMoves(frozen);
        const move = moves[createRng(rngSeed).int(0, moves.length - 1)] as PicnicMove;
        const seat = picnic.toMove(frozen);
        const after = picnic.apply(frozen, seat, move);
        picnic.forfeit(frozen, seat);
        picnic.timeout?.(frozen, seat);
        expect(state).toEqual(copy);
        const revived = JSON.parse(JSON.stringify(after)) as PicnicState;
        expect(revived).toEqual(after);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(picnic.legalMoves(revived)).toEqual(picnic.legalMoves(after));
      }),
    );
  });

  it('refuses a move out of turn, whatever the move', () => {
    fc.assert(
      fc.property(midGame, fc.integer({ min: 0, max: 5 }), (state, other) => {
        fc.pre(other !== state.turn);
        const [move] = picnic.legalMoves(state);
        expect(picnic.refusal(state, other, move)).toBe('NOT_YOUR_TURN');
        expect(() => picnic.apply(state, other, move as PicnicMove)).toThrow(new TurnMoveError('NOT_YOUR_TURN'));
      }),
    );
  });

  it('refuses every move once the game is over', () => {
    fc.assert(
      fc.property(players, seed, seed, (count, gameSeed, rngSeed) => {
        const end = finished(count, gameSeed, rngSeed);
        for (let seat = 0; seat < count; seat++) {
          const move = { kind: 'take', card: end.blanket[0]?.id ?? 0 };
          expect(picnic.refusal(end, seat, move)).toBe('GAME_OVER');
          expect(() => picnic.apply(end, seat, move as PicnicMove)).toThrow(new TurnMoveError('GAME_OVER'));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a card that is not on the blanket, does not fit, or goes back while another fits, and junk', () => {
    fc.assert(
      fc.property(midGame, (state) => {
        const seat = state.turn;
        const player = state.players[seat];
        const sum = sumOf(player?.basket ?? []);
        const tooBig = state.blanket.filter((card) => sum + card.value > (player?.target ?? 0));
        const elsewhere = state.deck[0]?.id ?? 999;
        const illegal: unknown[] = [
          { kind: 'take', card: elsewhere },
          { kind: 'take', card: 999 },
          ...tooBig.map((card) => ({ kind: 'take', card: card.id })),
          { kind: 'putBack', card: state.blanket[0]?.id },
          { kind: 'eat', card: state.blanket[0]?.id },
          { kind: 'take', card: -1 },
          { kind: 'take', card: '1' },
          { kind: 'take' },
          null,
          'take',
          42,
        ];
        if (picnic.legalMoves(state)[0]?.kind === 'take')
          illegal.push(...(player?.basket ?? []).map((card) => ({ kind: 'putBack', card: card.id })));
        for (const move of illegal) {
          expect(picnic.refusal(state, seat, move)).toBe('ILLEGAL_MOVE');
          expect(() => picnic.apply(state, seat, move as PicnicMove)).toThrow(new TurnMoveError('ILLEGAL_MOVE'));
        }
        for (const move of picnic.legalMoves(state)) expect(picnic.refusal(state, seat, move)).toBeNull();
      }),
    );
  });

  it('skips the turn of a player whose timer ran out, and ignores a stale timer', () => {
    const state = picnic.start(3, 7);
    const skipped = picnic.timeout?.(state, 0) as PicnicState;
    expect(picnic.toMove(skipped)).toBe(1);
    expect(skipped.players[0]?.turns).toBe(1);
    expect(skipped.blanket).toEqual(state.blanket);
    expect(skipped.last).toEqual({ player: 0, move: null, filled: false });
    expect(picnic.timeout?.(skipped, 0)).toBe(skipped);
  });

  it('calls a game where nobody filled a basket a draw', () => {
    let state = picnic.start(2, 3);
    for (let turn = 0; turn < PICNIC_ROUNDS * 2; turn++) state = picnic.timeout?.(state, state.turn) ?? state;
    expect(picnic.outcome(state)).toEqual({ status: 'draw' });
    expect(picnicResults(state)).toEqual(['draw', 'draw']);
  });

  it('gives the win to the other player when one of two leaves, and keeps a finished game as it ended', () => {
    fc.assert(
      fc.property(
        midGame.filter((state) => state.players.length === 2),
        fc.constantFrom(0, 1),
        (state, leaver) => {
          const after = picnic.forfeit(state, leaver);
          expect(picnic.outcome(after)).toEqual({ status: 'won', winner: 1 - leaver });
          expect(picnic.forfeit(after, 1 - leaver)).toBe(after);
        },
      ),
    );
    const end = finished(2, 11, 12);
    expect(picnic.forfeit(end, 0)).toBe(end);
  });

  it('plays on without a player who leaves a bigger picnic, who then never moves or wins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 4 }),
        seed,
        seed,
        fc.integer({ min: 0, max: 30 }),
        fc.nat(),
        (count, gameSeed, rngSeed, leaveAfter, leaverPick) => {
          const states = playRandomly(picnic.start(count, gameSeed), rngSeed);
          const state = states[Math.min(leaveAfter, states.length - 2)] as PicnicState;
          const leaver = leaverPick % count;
          const left = picnic.forfeit(state, leaver);
          // Leaving as the last one still to play the last round ends the game; otherwise the others play on.
          const othersDone = left.players.every((player, seat) => seat === leaver || player.turns === PICNIC_ROUNDS);
          expect(picnic.outcome(left).status === 'playing').toBe(!othersDone);
          expect(picnic.forfeit(left, leaver)).toBe(left);
          const rest = playRandomly(left, rngSeed);
          for (const each of rest) {
            if (picnic.outcome(each).status === 'playing') expect(picnic.toMove(each)).not.toBe(leaver);
            expect(each.players[leaver]).toEqual(left.players[leaver]);
          }
          const result = picnic.outcome(rest.at(-1) as PicnicState);
          if (result.status === 'won') expect(result.winner).not.toBe(leaver);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('ends a bigger picnic with a win for the last player left', () => {
    let state = picnic.start(4, 5);
    state = picnic.forfeit(picnic.forfeit(state, 0), 2);
    expect(picnic.toMove(state)).toBe(1);
    expect(picnic.outcome(state)).toEqual({ status: 'playing' });
    expect(picnic.outcome(picnic.forfeit(state, 1))).toEqual({ status: 'won', winner: 3 });
    expect(picnicResults(picnic.forfeit(state, 1))).toEqual(['lost', 'lost', 'lost', 'won']);
    expect(() => picnic.forfeit(state, 4)).toThrow(RangeError);
  });
});
