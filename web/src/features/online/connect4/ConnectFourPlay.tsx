import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ConnectFourState, connectFour } from '@umka/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HeldRoom, sendRoomCommand } from '../roomCache.ts';
import { ConnectFourBoard } from './ConnectFourBoard.tsx';
import { DiscSwatch } from './discArt.tsx';

/** Before the first game of a room (and between a rematch's countdown and its first move) the board is empty. */
const EMPTY = connectFour.start(2, 0);

/** A drop sent from this device and not answered yet, made on a board with this many discs. */
interface Predicted {
  column: number;
  discs: number;
}

const discsOf = (state: ConnectFourState) => state.columns.reduce((sum, column) => sum + column.length, 0);

/**
 * The board of a connect-four room. A drop shows at once, by the same rules the server plays by, and gives way to
 * the server's room as soon as a newer one comes (or to the old one if the server refused the move).
 */
export function ConnectFourPlay({ held }: { held: HeldRoom }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { room } = held.online;
  const [predicted, setPredicted] = useState<Predicted | null>(null);
  const served = (room.play as ConnectFourState | null) ?? EMPTY;
  const me = room.mySeat;
  // Until the server's board has the disc (or the game is no longer running) the drop is shown as made.
  const live =
    predicted !== null &&
    me !== null &&
    room.status === 'inGame' &&
    discsOf(served) === predicted.discs &&
    connectFour.refusal(served, me, { column: predicted.column }) === null;
  const state = live ? connectFour.apply(served, me, { column: predicted.column }) : served;
  const canDrop =
    !live && me !== null && room.status === 'inGame' && state.outcome.status === 'playing' && state.turn === me;

  const drop = (column: number) => {
    if (!canDrop || me === null || connectFour.refusal(served, me, { column }) !== null) return;
    setPredicted({ column, discs: discsOf(served) });
    const settle = () => setPredicted(null);
    sendRoomCommand(queryClient, room.id, { type: 'move', move: { column } }).then(settle, settle);
  };

  return (
    <Stack gap="sm" w="100%">
      <Group justify="center" gap="lg">
        {room.seats.map((seat, index) =>
          seat ? (
            // The seat is the player's number in the game, and their disc's colour.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Group key={index} gap={6} wrap="nowrap">
              <DiscSwatch player={index} />
              <Text fw={700}>{index === me ? t('online.game.you', { name: seat.name }) : seat.name}</Text>
            </Group>
          ) : null,
        )}
      </Group>
      <ConnectFourBoard state={state} player={me} canDrop={canDrop} onDrop={drop} />
    </Stack>
  );
}
