import type { OnlineRoom } from '@umka/contracts';

type Room = OnlineRoom['room'];
type Seat = NonNullable<Room['seats'][number]>;

export const ME = 7;
export const TRAINER = 5;

export function buildSeat(userId: number | null, name: string, overrides: Partial<Seat> = {}): Seat {
  return { userId, name, bot: null, connected: true, ready: false, graceUntil: null, left: false, ...overrides };
}

/** A connect-four room just opened by user 7 (Саша), as they see it; `room` and `online` change any of it. */
export function buildOnlineRoom(room: Partial<Room> = {}, online: Partial<OnlineRoom> = {}): OnlineRoom {
  return {
    room: {
      id: 'room1abc',
      game: 'connect4',
      hostId: ME,
      size: 2,
      seats: [buildSeat(ME, 'Саша'), null],
      watchers: [],
      inviteKey: 'KEY123abc',
      status: 'waitingForOpponent',
      play: null,
      countdownUntil: null,
      moveDeadline: null,
      movePausedMs: null,
      forfeits: [],
      result: null,
      rematch: [],
      version: 1,
      mySeat: 0,
      watching: false,
      ...room,
    },
    trainer_id: TRAINER,
    subject_id: 2,
    quick: false,
    bot_joins_at: null,
    server_now: Date.now(),
    ...online,
  };
}
