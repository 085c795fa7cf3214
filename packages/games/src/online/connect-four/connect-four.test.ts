import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TurnMoveError, type TurnRefusal } from '../turn-game.ts';
import {
  allFours,
  cellKey,
  deepFreeze,
  type Four,
  playColumns,
  randomGame,
  randomState,
} from './connect-four.fixtures.ts';
import { CONNECT_FOUR_COLUMNS, CONNECT_FOUR_ROWS, type ConnectFourState, connectFour, discAt } from './connect-four.ts';

/** A game bots played to a full board with no four anywhere. */
const DRAWN_GAME = '333333215444544204166555566660011110220022';

const discCount = (state: ConnectFourState) => state.columns.reduce((sum, stack) => sum + stack.length, 0);

/** What the referee must answer, worked out from the board alone. */
function expectedRefusal(state: ConnectFourState, player: number, move: unknown): TurnRefusal | null {
  if (allFours(state).length > 0 || discCount(state) === CONNECT_FOUR_COLUMNS * CONNECT_FOUR_ROWS) return 'GAME_OVER';
  if (state.forfeitedBy !== null) return 'GAME_OVER';
  if (player !== discCount(state) % 2) return 'NOT_YOUR_TURN';
  const column = (move as { column?: unknown } | null)?.column;
  if (typeof column !== 'number' || !Number.isInteger(column)) return 'ILLEGAL_MOVE';
  const stack = state.columns[column];
  return stack && stack.length < CONNECT_FOUR_ROWS ? null : 'ILLEGAL_MOVE';
}

/** Wire input of every kind: good columns, full ones, off the board, and not a move at all. */
const anyMove = fc.oneof(
  fc.record({ column: fc.integer({ min: 0, max: CONNECT_FOUR_COLUMNS - 1 }) }),
  fc.record({ column: fc.integer({ min: -3, max: 10 }) }),
  fc.record({ column: fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.boolean()) }),
  fc.anything(),
);
const anyPlayer = fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: -2, max: 4 }));

describe('connect four rules', () => {
  it('starts on an empty 7×6 board with player 0 to move, and only for two players', () => {
    const state = connectFour.start(2, 123);
    expect(state.columns).toHaveLength(CONNECT_FOUR_COLUMNS);
    expect(discCount(state)).toBe(0);
    expect(connectFour.toMove(state)).toBe(0);
    expect(connectFour.outcome(state)).toEqual({ status: 'playing' });
    expect(connectFour.legalMoves(state)).toHaveLength(CONNECT_FOUR_COLUMNS);
    expect(() => connectFour.start(3, 1)).toThrow(RangeError);
    expect(() => connectFour.start(1, 1)).toThrow(RangeError);
  });

  it('drops each disc to the lowest free cell of its column, players taking turns', () => {
    const state = playColumns('3334');
    expect([0, 1, 2, 3].map((row) => discAt(state, 3, row))).toEqual([0, 1, 0, null]);
    expect(discAt(state, 4, 0)).toBe(1);
    expect(state.lastMove).toEqual({ column: 4, row: 0 });
    expect(connectFour.toMove(state)).toBe(0);
  });

  it.each([
    { direction: 'horizontal', game: '0011223', line: ['0:0', '1:0', '2:0', '3:0'] },
    { direction: 'vertical', game: '0101010', line: ['0:0', '0:1', '0:2', '0:3'] },
    { direction: 'rising', game: '01122323363', line: ['0:0', '1:1', '2:2', '3:3'] },
    { direction: 'falling', game: '65544343303', line: ['3:3', '4:2', '5:1', '6:0'] },
  ])('sees a $direction four and names its cells', ({ game, line }) => {
    const outcome = connectFour.outcome(playColumns(game));
    expect(outcome).toMatchObject({ status: 'won', winner: 0 });
    expect(outcome.status === 'won' && outcome.line?.map(cellKey)).toEqual(line);
  });

  it('highlights the whole run when a disc joins a line of five', () => {
    const outcome = connectFour.outcome(playColumns('001133442'));
    expect(outcome.status === 'won' && outcome.line?.map(cellKey)).toEqual(['0:0', '1:0', '2:0', '3:0', '4:0']);
  });

  it('calls a full board without four in a row a draw', () => {
    const state = playColumns(DRAWN_GAME);
    expect(discCount(state)).toBe(CONNECT_FOUR_COLUMNS * CONNECT_FOUR_ROWS);
    expect(allFours(state)).toEqual([]);
    expect(connectFour.outcome(state)).toEqual({ status: 'draw' });
    expect(connectFour.legalMoves(state)).toEqual([]);
    expect(connectFour.refusal(state, state.turn, { column: 0 })).toBe('GAME_OVER');
  });

  it('agrees with a brute-force search for fours after every move of random games', () => {
    fc.assert(
      fc.property(randomGame, (states) => {
        for (const state of states.slice(1)) {
          const fours = allFours(state);
          const outcome = connectFour.outcome(state);
          if (fours.length === 0) {
            const full = discCount(state) === CONNECT_FOUR_COLUMNS * CONNECT_FOUR_ROWS;
            expect(outcome).toEqual({ status: full ? 'draw' : 'playing' });
            continue;
          }
          // The game stops at the first four, so every four runs through the last disc and belongs to its player.
          const last = state.lastMove ? cellKey(state.lastMove) : '';
          const mover = 1 - state.turn;
          expect(fours.every((four) => four.player === mover && four.cells.map(cellKey).includes(last))).toBe(true);
          expect(outcome.status === 'won' && outcome.winner).toBe(mover);
          const line = new Set(fours.flatMap((four) => four.cells.map(cellKey)));
          expect(outcome.status === 'won' && new Set(outcome.line?.map(cellKey))).toEqual(line);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('meets wins in all four directions among the random games it checks', () => {
    const seen = new Set<Four['direction']>();
    for (const states of fc.sample(randomGame, { numRuns: 300, seed: 11 })) {
      for (const four of allFours(states[states.length - 1] as ConnectFourState)) seen.add(four.direction);
    }
    expect([...seen].sort()).toEqual(['falling', 'horizontal', 'rising', 'vertical']);
  });

  it('accepts exactly the legal moves: out of turn, full columns, bad input and finished games are refused', () => {
    fc.assert(
      fc.property(randomState, anyPlayer, anyMove, (state, player, move) => {
        const frozen = deepFreeze(state);
        const expected = expectedRefusal(frozen, player, move);
        expect(connectFour.refusal(frozen, player, move)).toBe(expected);
        if (expected) {
          let thrown: unknown;
          try {
            connectFour.apply(frozen, player, move as { column: number });
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(TurnMoveError);
          expect((thrown as TurnMoveError).code).toBe(expected);
          return;
        }
        const { column } = move as { column: number };
        const next = connectFour.apply(frozen, player, { column });
        expect(discCount(next)).toBe(discCount(frozen) + 1);
        // A column of -0 is column 0, and the state keeps it as a plain 0 (toEqual tells the two apart).
        expect(next.lastMove).toEqual({ column: column === 0 ? 0 : column, row: frozen.columns[column]?.length });
        expect(discAt(next, column, frozen.columns[column]?.length ?? -1)).toBe(player);
        expect(connectFour.toMove(next)).toBe(1 - player);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a drop into a full column', () => {
    const state = playColumns('000000');
    expect(connectFour.legalMoves(state).map((move) => move.column)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(connectFour.refusal(state, 0, { column: 0 })).toBe('ILLEGAL_MOVE');
    expect(() => connectFour.apply(state, 0, { column: 0 })).toThrow(TurnMoveError);
  });

  it('lists as legal exactly the columns with room while the game is on', () => {
    fc.assert(
      fc.property(randomState, (state) => {
        const open = state.columns.flatMap((stack, column) => (stack.length < CONNECT_FOUR_ROWS ? [column] : []));
        const playing = connectFour.outcome(state).status === 'playing';
        expect(connectFour.legalMoves(state).map((move) => move.column)).toEqual(playing ? open : []);
      }),
    );
  });

  it('keeps every state a plain JSON object that plays on the same after a round trip', () => {
    fc.assert(
      fc.property(randomGame, fc.nat({ max: CONNECT_FOUR_COLUMNS - 1 }), (states, choice) => {
        for (const state of states) {
          const copy = JSON.parse(JSON.stringify(state)) as ConnectFourState;
          expect(copy).toStrictEqual(state);
          const [move] = connectFour.legalMoves(state).filter((m) => m.column >= choice);
          if (move)
            expect(connectFour.apply(copy, copy.turn, move)).toStrictEqual(connectFour.apply(state, state.turn, move));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('ends the game for the other player when one forfeits, and leaves a finished game as it was', () => {
    fc.assert(
      fc.property(randomState, fc.constantFrom(0, 1), (state, player) => {
        const after = connectFour.forfeit(deepFreeze(state), player);
        if (connectFour.outcome(state).status !== 'playing') {
          expect(after).toBe(state);
          return;
        }
        expect(connectFour.outcome(after)).toEqual({ status: 'won', winner: 1 - player });
        expect(after.forfeitedBy).toBe(player);
        expect(after.columns).toEqual(state.columns);
        expect(connectFour.legalMoves(after)).toEqual([]);
        expect(connectFour.refusal(after, after.turn, { column: 3 })).toBe('GAME_OVER');
        expect(JSON.parse(JSON.stringify(after))).toStrictEqual(after);
      }),
    );
    expect(() => connectFour.forfeit(connectFour.start(2, 0), 2)).toThrow(RangeError);
  });
});
