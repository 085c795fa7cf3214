/*
 * Free of @umka/games and zod: the invite banner, mounted for every signed-in page, builds its link from here.
 */
import { type OnlineGameId, ROLE, type RoleId } from '@umka/contracts';

/** The pages of one game (spec §2): /online/{trainerId}/{component}/{place}. */
export type OnlinePlace = 'start' | 'room' | 'game' | 'result' | 'single';
/** Where a room is shown, by its status (roomPlace.ts). */
export type RoomPlace = Extract<OnlinePlace, 'room' | 'game' | 'result'>;

export const STUDENT_ONLINE_PATH = '/student/online';
export const TEACHER_ONLINE_PATH = '/teacher/online';
export const ONLINE_RATING_PATH = '/student/profile/rating/online';

/** The games' components, said again here rather than taken from the contracts' zod module (see above). */
const GAME_IDS: readonly string[] = ['connect4', 'picnic'] satisfies readonly OnlineGameId[];

export function isOnlineGameId(value: string | undefined): value is OnlineGameId {
  return value !== undefined && GAME_IDS.includes(value);
}

export function onlinePath(trainerId: number, component: OnlineGameId, place: OnlinePlace): string {
  return `/online/${trainerId}/${component}/${place}`;
}

/** The invite link of spec §2: the game's start page with the room's key, which joins the room when opened. */
export function invitePath(trainerId: number, component: OnlineGameId, inviteKey: string): string {
  return `${onlinePath(trainerId, component, 'start')}?getQueue=${encodeURIComponent(inviteKey)}`;
}

export function onlineListPath(roleId: RoleId | undefined): string {
  return roleId === ROLE.teacher ? TEACHER_ONLINE_PATH : STUDENT_ONLINE_PATH;
}

/** The room's own pages: moving between them never leaves the room. */
export function isRoomPagePath(pathname: string, trainerId: number, component: OnlineGameId): boolean {
  const base = `/online/${trainerId}/${component}/`;
  return ['room', 'game', 'result', 'room/game'].some((place) => pathname === base + place);
}
