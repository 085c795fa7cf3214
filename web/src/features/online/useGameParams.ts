import type { OnlineGameId } from '@umka/contracts';
import { useParams } from 'react-router';
import { isOnlineGameId } from './onlinePaths.ts';

/** The trainer and game of an /online/{trainerId}/{component}/… address, or null when it names none. */
export function useGameParams(fixed?: OnlineGameId): { trainerId: number; component: OnlineGameId } | null {
  const params = useParams();
  const trainerId = Number(params.trainerId);
  const component = fixed ?? params.component;
  if (!Number.isInteger(trainerId) || trainerId <= 0 || !isOnlineGameId(component)) return null;
  return { trainerId, component };
}
