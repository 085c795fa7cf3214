import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { playColumns, randomGame, randomState } from './connect-four.fixtures.ts';
import { type ConnectFourState, connectFour } from './connect-four.ts';
import { botMove, CONNECT_FOUR_BOT_LEVELS } from './connect-four-bot.ts';

const level = fc.constantFrom(...CONNECT_FOUR_BOT_LEVELS);

/** The columns where `player` would complete four if it were their turn now. */
function winningColumns(state: ConnectFourState, player: number): number[] {
  const asPlayer = { ...state, turn: player };
  return connectFour
    .legalMoves(asPlayer)
    .filter((move) => connectFour.outcome(connectFour.apply(asPlayer, player, move)).status === 'won')
    .map((move) => move.column);
}

const playing = (state: ConnectFourState) => connectFour.outcome(state).status === 'playing';

describe('connect four bot', () => {
  it('always makes a legal move, at every level, in any position still in play', () => {
    fc.assert(
      fc.property(randomState.filter(playing), level, fc.integer(), (state, lvl, seed) => {
        const move = botMove(state, lvl, createRng(seed));
        expect(connectFour.refusal(state, state.turn, move)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('plays whole games against itself without ever being refused', () => {
    fc.assert(
      fc.property(level, level, fc.integer(), (first, second, seed) => {
        const rng = createRng(seed);
        let state = connectFour.start(2, seed);
        while (playing(state)) {
          const move = botMove(state, state.turn === 0 ? first : second, rng);
          expect(connectFour.refusal(state, state.turn, move)).toBeNull();
          state = connectFour.apply(state, state.turn, move);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('at level 3 takes an immediate win', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomGame, fc.integer(), (states, seed) => {
        for (const state of states.filter(playing)) {
          if (winningColumns(state, state.turn).length === 0) continue;
          checked++;
          const after = connectFour.apply(state, state.turn, botMove(state, 3, createRng(seed)));
          expect(connectFour.outcome(after)).toMatchObject({ status: 'won', winner: state.turn });
        }
      }),
      { numRuns: 100 },
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('at level 3 blocks an immediate loss it can stop', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomGame, fc.integer(), (states, seed) => {
        for (const state of states.filter(playing)) {
          const opponent = 1 - state.turn;
          const threats = winningColumns(state, opponent);
          const [threat] = threats;
          if (threat === undefined || threats.length > 1 || winningColumns(state, state.turn).length > 0) continue;
          // Only a stoppable loss: after the block the opponent must have no other immediate win (a disc stacked on a
          // threat can open the cell above it).
          const blocked = connectFour.apply(state, state.turn, { column: threat });
          if (!playing(blocked) || winningColumns(blocked, opponent).length > 0) continue;
          checked++;
          expect(botMove(state, 3, createRng(seed))).toEqual({ column: threat });
        }
      }),
      { numRuns: 100 },
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('gives the same move for the same position and seed', () => {
    fc.assert(
      fc.property(randomState.filter(playing), level, fc.integer(), (state, lvl, seed) => {
        expect(botMove(state, lvl, createRng(seed))).toEqual(botMove(state, lvl, createRng(seed)));
      }),
      { numRuns: 50 },
    );
  });

  it('at level 3 beats a player who drops discs at random', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rng = createRng(seed);
      let state = connectFour.start(2, seed);
      while (playing(state)) {
        const legal = connectFour.legalMoves(state);
        const move = state.turn === 0 ? botMove(state, 3, rng) : legal[rng.int(0, legal.length - 1)];
        state = connectFour.apply(state, state.turn, move ?? { column: -1 });
      }
      expect(connectFour.outcome(state)).toMatchObject({ status: 'won', winner: 0 });
    }
  });

  it('refuses to move in a finished game', () => {
    const won = playColumns('0101010');
    expect(() => botMove(won, 3, createRng(1))).toThrow();
    expect(() => botMove(connectFour.forfeit(connectFour.start(2, 0), 0), 1, createRng(1))).toThrow();
  });
});
