import type { Rng } from '../../rng.ts';
import type { ConnectFourState } from '../connect-four/connect-four.ts';
import { botMove as connectFourBotMove } from '../connect-four/connect-four-bot.ts';
import type { PicnicState } from '../picnic/picnic.ts';
import { botMove as picnicBotMove } from '../picnic/picnic-bot.ts';
import { type Room, rulesOf, seatOf } from './room.ts';

/** A picnic as a player may see it: the deck face down (only how many cards are left) and no seed to deal it from. */
export type PicnicView = Omit<PicnicState, 'deck' | 'seed'> & { readonly deckSize: number };
export type RoomGameView = ConnectFourState | PicnicView;

/** A room as one person sees it: no seed, no hidden cards, and which seat is theirs. */
export interface RoomView extends Omit<Room, 'seed' | 'play'> {
  readonly play: RoomGameView | null;
  /** The viewer's seat, null for a watcher or someone not in the room. */
  readonly mySeat: number | null;
  readonly watching: boolean;
}

function hideCards(room: Room): RoomGameView | null {
  if (!room.play || room.game !== 'picnic') return room.play as ConnectFourState | null;
  const { deck, seed: _seed, ...open } = room.play as PicnicState;
  return { ...open, deckSize: deck.length };
}

export function viewRoom(room: Room, userId: number): RoomView {
  const { seed: _seed, play: _play, ...open } = room;
  const seat = seatOf(room, userId);
  return {
    ...open,
    play: hideCards(room),
    mySeat: seat >= 0 ? seat : null,
    watching: room.watchers.some((watcher) => watcher.userId === userId),
  };
}

/**
 * The move for a bot seat when it is that bot's turn, with the bot of the room's game at the seat's level; null when
 * it is not (a stale `botMove` effect: the game moved on or ended).
 */
export function botMoveFor(room: Room, seat: number, rng: Rng): unknown {
  const bot = room.seats[seat]?.bot;
  if (!bot || room.status !== 'inGame' || !room.play) return null;
  const rules = rulesOf(room);
  if (rules.toMove(room.play) !== seat || rules.outcome(room.play).status !== 'playing') return null;
  return room.game === 'connect4'
    ? connectFourBotMove(room.play as ConnectFourState, bot.level, rng)
    : picnicBotMove(room.play as PicnicState, bot.level, rng);
}
