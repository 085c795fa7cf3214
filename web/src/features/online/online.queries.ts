import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateOnlineRoom,
  type JoinOnlineRoom,
  type OnlineQueueRequest,
  type OnlineRoomCommand,
  onlineApi,
  onlineRoomSchema,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { realtime } from '../../lib/socket.ts';
import { acceptRoom, CURRENT_ROOM_KEY, type HeldRoom, newerRoom, sendRoomCommand } from './roomCache.ts';

export const onlineKeys = {
  games: (subjectId: number) => ['online', 'games', subjectId] as const,
  invitees: (roomId: string) => ['online', 'invitees', roomId] as const,
};

/** A safety net under the `room` events: a socket that dropped some catches up within this time. */
const ROOM_REFRESH_MS = 15_000;

/** The subject's online games with this person's record in each, and how many likes still lock them (§6). */
export function useOnlineGameCards(subjectId: number | null) {
  return useQuery({
    queryKey: onlineKeys.games(subjectId ?? 0),
    queryFn: ({ signal }) => silentApi.call(onlineApi.games, { query: { subjectId: subjectId ?? 0 } }, { signal }),
    enabled: subjectId !== null,
  });
}

/**
 * The room this person is in, or null: asked of the server when a page opens (a reload, a second tab), then kept up
 * to date by every answer and by the `room` events of their online.user.{id} channel.
 */
export function useOnlineRoom({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    return realtime.on('onlineUser', channels.onlineUser(userId), 'room', (online) =>
      acceptRoom(queryClient, onlineRoomSchema.parse(online)),
    );
  }, [userId, queryClient]);

  return useQuery({
    queryKey: CURRENT_ROOM_KEY,
    queryFn: async ({ signal }): Promise<HeldRoom | null> => {
      const { room } = await silentApi.call(onlineApi.current, undefined, { signal });
      // An event may have brought a newer view while this answer was on its way.
      const held = queryClient.getQueryData<HeldRoom | null>(CURRENT_ROOM_KEY);
      return room ? newerRoom(held, room) : null;
    },
    enabled: enabled && userId !== null,
    refetchInterval: (query) => (query.state.data ? ROOM_REFRESH_MS : false),
  });
}

/** Opens a room to invite others to (a teacher may open one to watch). */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOnlineRoom) => api.call(onlineApi.create, { body }),
    onSuccess: (online) => acceptRoom(queryClient, online),
  });
}

/** A quick game: a classmate of similar level, or a bot when nobody comes in time. */
export function useQuickGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineQueueRequest) => api.call(onlineApi.queue, { body }),
    onSuccess: (online) => acceptRoom(queryClient, online),
  });
}

/** Joins the room of an invite link. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinOnlineRoom) => api.call(onlineApi.join, { body }),
    onSuccess: (online) => acceptRoom(queryClient, online),
  });
}

/** A command into the room (ready, start, a bot, a move…), with its pending state for the buttons. */
export function useRoomCommand(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: OnlineRoomCommand) => sendRoomCommand(queryClient, roomId, command),
  });
}

/** Whom this person may call into the room: classmates (a teacher: their students). */
export function useInvitees(roomId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: onlineKeys.invitees(roomId),
    queryFn: ({ signal }) => silentApi.call(onlineApi.invitees, { params: { roomId } }, { signal }),
    enabled,
  });
}

export function useSendInvites(roomId: string) {
  return useMutation({
    mutationFn: (userIds: number[]) => api.call(onlineApi.invite, { params: { roomId }, body: { user_ids: userIds } }),
  });
}
