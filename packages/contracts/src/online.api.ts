import { defineEndpoints } from './endpoint.ts';
import {
  createOnlineRoomSchema,
  currentOnlineRoomSchema,
  joinOnlineRoomSchema,
  onlineGamesQuerySchema,
  onlineGamesSchema,
  onlineInviteesSchema,
  onlineInvitesSchema,
  onlineInvitesSentSchema,
  onlineQueueSchema,
  onlineRoomCommandSchema,
  onlineRoomSchema,
  roomIdParamSchema,
} from './online.ts';
import { ROLE } from './roles.ts';

const PLAYERS = [ROLE.teacher, ROLE.student] as const;

/**
 * Online games (§1, §2, §4): rooms are created, joined and played here; every change reaches the people in the room as
 * the `room` event of their `online.user.{id}` channel.
 */
export const onlineApi = defineEndpoints('online', {
  games: {
    method: 'GET',
    path: '/online/games',
    access: PLAYERS,
    query: onlineGamesQuerySchema,
    response: onlineGamesSchema,
  },
  current: { method: 'GET', path: '/online/rooms/current', access: PLAYERS, response: currentOnlineRoomSchema },
  create: {
    method: 'POST',
    path: '/online/rooms',
    access: PLAYERS,
    body: createOnlineRoomSchema,
    response: onlineRoomSchema,
    status: 201,
  },
  queue: {
    method: 'POST',
    path: '/online/queue',
    access: [ROLE.student],
    body: onlineQueueSchema,
    response: onlineRoomSchema,
  },
  join: {
    method: 'POST',
    path: '/online/rooms/join',
    access: PLAYERS,
    body: joinOnlineRoomSchema,
    response: onlineRoomSchema,
  },
  room: {
    method: 'GET',
    path: '/online/rooms/:roomId',
    access: PLAYERS,
    params: roomIdParamSchema,
    response: onlineRoomSchema,
  },
  command: {
    method: 'POST',
    path: '/online/rooms/:roomId/commands',
    access: PLAYERS,
    params: roomIdParamSchema,
    body: onlineRoomCommandSchema,
    response: onlineRoomSchema,
  },
  invitees: {
    method: 'GET',
    path: '/online/rooms/:roomId/invitees',
    access: PLAYERS,
    params: roomIdParamSchema,
    response: onlineInviteesSchema,
  },
  invite: {
    method: 'POST',
    path: '/online/rooms/:roomId/invites',
    access: PLAYERS,
    params: roomIdParamSchema,
    body: onlineInvitesSchema,
    response: onlineInvitesSentSchema,
  },
});
