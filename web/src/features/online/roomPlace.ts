import type { OnlineGameId } from '@umka/contracts';
import { isLobby, type RoomStatus } from '@umka/games';
import type { RoomPlace } from './onlinePaths.ts';

/**
 * The page a room belongs on. The lobby holds the seats until the game begins; a countdown stays where it started
 * (a rematch counts down over the board). The end is the picnic's result page; connect four has none in spec §2, so
 * its game page shows the result under the final board.
 */
export function placeOfRoom(status: RoomStatus, game: OnlineGameId, here: RoomPlace): RoomPlace {
  if (isLobby(status)) return 'room';
  if (status === 'starting') return here === 'room' ? 'room' : 'game';
  if (status === 'inGame') return 'game';
  return game === 'picnic' || here === 'result' ? 'result' : 'game';
}
