import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../rng.ts';
import { players, seed } from './picnic.fixtures.ts';
import { type PicnicPlayer, type PicnicState, picnic, picnicScore } from './picnic.ts';
import { botMove, canMake, PICNIC_BOT_LEVELS, type PicnicBotLevel } from './picnic-bot.ts';
import { type PicnicMove, sumOf } from './picnic-cards.ts';

const level = fc.constantFrom(...PICNIC_BOT_LEVELS);

/** A generator that never rolls a mistake (every roll is the top of the range), to test the rule itself. */
const careful: Rng = { next: () => 0.999, int: (_min, max) => max };

/** Bots of these levels, one per seat, play a whole game; every state on the way is returned. */
function botGame(
  levels: readonly PicnicBotLevel[],
  gameSeed: number,
  rng: Rng = createRng(gameSeed + 1),
): PicnicState[] {
  let state = picnic.start(levels.length, gameSeed);
  const states = [state];
  while (picnic.outcome(state).status === 'playing') {
    const seat = picnic.toMove(state);
    const move = botMove(state, levels[seat] as PicnicBotLevel, rng);
    expect(picnic.refusal(state, seat, move)).toBeNull();
    state = picnic.apply(state, seat, move);
    states.push(state);
  }
  return states;
}

describe('the picnic bot', () => {
  it('never makes an illegal move, at any level, in games of any size', () => {
    fc.assert(
      fc.property(players, seed, fc.array(level, { minLength: 4, maxLength: 4 }), (count, gameSeed, levels) => {
        const states = botGame(levels.slice(0, count), gameSeed);
        expect(picnic.outcome(states.at(-1) as PicnicState).status).not.toBe('playing');
      }),
      { numRuns: 150 },
    );
  });

  it('fills its basket whenever a card on the blanket does it', () => {
    fc.assert(
      fc.property(players, seed, level, (count, gameSeed, botLevel) => {
        for (const state of botGame(Array(count).fill(botLevel), gameSeed, careful).slice(0, -1)) {
          const player = state.players[state.turn];
          const gap = (player?.target ?? 0) - sumOf(player?.basket ?? []);
          const move = botMove(state, botLevel, careful);
          if (state.blanket.some((card) => card.value === gap))
            expect(state.blanket.find((card) => card.id === move.card)?.value).toBe(gap);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses to move in a finished game', () => {
    const end = botGame([1, 2], 9).at(-1) as PicnicState;
    expect(() => botMove(end, 3, careful)).toThrow();
  });

  it('plays better at a higher level', () => {
    const wins = (strong: PicnicBotLevel, weak: PicnicBotLevel) => {
      let won = 0;
      for (let gameSeed = 0; gameSeed < 200; gameSeed++) {
        // Each takes the first seat in half of the games, so going first is no advantage.
        const levels = gameSeed % 2 === 0 ? [strong, weak] : [weak, strong];
        const end = botGame(levels, gameSeed).at(-1) as PicnicState;
        const result = picnic.outcome(end);
        if (result.status === 'won' && levels[result.winner] === strong) won++;
      }
      return won;
    };
    expect(wins(3, 1)).toBeGreaterThan(130);
    expect(wins(2, 1)).toBeGreaterThan(110);
    expect(wins(3, 2)).toBeGreaterThan(100);
  });

  it('scores more than random play', () => {
    let bot = 0;
    let random = 0;
    for (let gameSeed = 0; gameSeed < 100; gameSeed++) {
      const rng = createRng(gameSeed);
      let state = picnic.start(2, gameSeed);
      while (picnic.outcome(state).status === 'playing') {
        const moves = picnic.legalMoves(state);
        const move = state.turn === 0 ? botMove(state, 1, rng) : moves[rng.int(0, moves.length - 1)];
        state = picnic.apply(state, state.turn, move as PicnicMove);
      }
      bot += picnicScore(state.players[0] as PicnicPlayer);
      random += picnicScore(state.players[1] as PicnicPlayer);
    }
    expect(bot).toBeGreaterThan(random * 1.3);
  });

  it('knows which sums the cards can make', () => {
    expect(canMake([3, 5, 9], 14)).toBe(true);
    expect(canMake([3, 5, 9], 17)).toBe(true);
    expect(canMake([3, 5, 9], 10)).toBe(false);
    expect(canMake([], 0)).toBe(true);
    expect(canMake([4], -1)).toBe(false);
  });
});
