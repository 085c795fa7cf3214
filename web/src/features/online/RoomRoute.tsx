import { useQueryClient } from '@tanstack/react-query';
import type { OnlineGameId } from '@umka/contracts';
import { type ReactNode, useCallback, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useOnlineRoom } from './online.queries.ts';
import { isRoomPagePath, onlinePath, type RoomPlace } from './onlinePaths.ts';
import { RoomExitGuard } from './RoomExitGuard.tsx';
import { type HeldRoom, leaveRoom } from './roomCache.ts';
import { placeOfRoom } from './roomPlace.ts';

export interface RoomPageProps {
  held: HeldRoom;
  /** Leaves the room and goes to `to` (the lobby's exit, the result's way back to the games). */
  exit: (to: string) => void;
}

interface RoomRouteProps {
  here: RoomPlace;
  trainerId: number;
  component: OnlineGameId;
  children: (props: RoomPageProps) => ReactNode;
}

/**
 * The lobby, game and result pages follow the room: with none (a reload after it closed, an old link) the game's
 * start page opens; a room of another status or game sends to its own page. A reload or a second tab finds the room
 * through GET /online/rooms/current.
 */
export function RoomRoute({ here, trainerId, component, children }: RoomRouteProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useOnlineRoom();
  const held = current.data ?? null;
  const heldRef = useRef(held);
  heldRef.current = held;
  /** Set once the person chose to go: their own redirect wins over the room's. */
  const exiting = useRef(false);
  const roomId = held?.online.room.id ?? null;

  const leave = useCallback(() => {
    exiting.current = true;
    if (roomId !== null) void leaveRoom(queryClient, roomId);
  }, [queryClient, roomId]);

  const exit = useCallback(
    (to: string) => {
      leave();
      navigate(to);
    },
    [leave, navigate],
  );

  const leavesRoom = useCallback(
    (pathname: string) =>
      !exiting.current && heldRef.current !== null && !isRoomPagePath(pathname, trainerId, component),
    [trainerId, component],
  );

  if (exiting.current) return null;
  if (current.isPending) return <Spinner centered />;
  if (current.isError) return <QueryError error={current.error} onRetry={() => void current.refetch()} />;
  if (!held) return <Navigate to={onlinePath(trainerId, component, 'start')} replace />;

  const { online } = held;
  const place = placeOfRoom(online.room.status, online.room.game, here);
  if (online.trainer_id !== trainerId || online.room.game !== component || place !== here) {
    return <Navigate to={onlinePath(online.trainer_id, online.room.game, place)} replace />;
  }
  const seated = online.room.mySeat !== null;
  return (
    <>
      <RoomExitGuard leavesRoom={leavesRoom} confirm={seated && online.room.status === 'inGame'} onLeave={leave} />
      {children({ held, exit })}
    </>
  );
}
