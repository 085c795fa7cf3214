import { Button, Center, Stack, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { OnlineGameId } from '@umka/contracts';
import type { PicnicMove } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { ConnectFourPlay } from './connect4/ConnectFourPlay.tsx';
import { GameStatus, seatToMove } from './GameStatus.tsx';
import { OnlinePageFrame } from './OnlinePageFrame.tsx';
import { onlineListPath } from './onlinePaths.ts';
import { PicnicBoard } from './picnic/PicnicBoard.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { RoomCountdown } from './RoomCountdown.tsx';
import { type RoomPageProps, RoomRoute } from './RoomRoute.tsx';
import { sendRoomCommand } from './roomCache.ts';
import { useGameParams } from './useGameParams.ts';

function PicnicPlay({ held }: { held: RoomPageProps['held'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { online } = held;
  const { room } = online;
  // A rematch counts down before its cards are dealt.
  if (!room.play) {
    return (
      <Center py="xl">
        <Text c="dimmed">{t('online.game.dealing')}</Text>
      </Center>
    );
  }
  const onMove = (move: PicnicMove) => {
    void sendRoomCommand(queryClient, room.id, { type: 'move', move }).catch(() => undefined);
  };
  const disabled = room.status !== 'inGame' || seatToMove(held) !== room.mySeat;
  return <PicnicBoard room={online} onMove={onMove} disabled={disabled} />;
}

function Game({ held, exit }: RoomPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { room } = held.online;
  const seatedInGame = room.mySeat !== null && room.status === 'inGame';
  const over = room.status === 'result' || room.status === 'rematchWaiting';

  const leave = async () => {
    // Only a running game is lost by leaving; a watcher, or anyone after the end, just goes.
    if (seatedInGame) {
      const sure = await confirmAction({
        title: t('online.leave.title'),
        message: t('online.leave.forfeit'),
        confirmLabel: t('online.leave.confirm'),
        cancelLabel: t('online.leave.stay'),
        danger: true,
      });
      if (!sure) return;
    }
    exit(onlineListPath(user?.role_id));
  };

  return (
    <OnlinePageFrame component={room.game} title={t(`online.names.${room.game}`)} size="md">
      {room.status === 'starting' ? <RoomCountdown held={held} /> : <GameStatus held={held} />}
      {room.game === 'connect4' ? <ConnectFourPlay held={held} /> : <PicnicPlay held={held} />}
      {over ? <ResultPanel held={held} exit={exit} /> : null}
      {over ? null : (
        <Stack align="flex-start">
          <Button variant="subtle" color="red" leftSection={<IconDoorExit size={18} />} onClick={() => void leave()}>
            {seatedInGame ? t('online.game.leave') : t('online.room.leave')}
          </Button>
        </Stack>
      )}
    </OnlinePageFrame>
  );
}

/**
 * /online/{id}/{component}/game (and connect four's room/game): the game itself. Connect four's result shows here
 * under the final board; the picnic's has a page of its own.
 */
export function OnlineGamePage({ component }: { component?: OnlineGameId }) {
  const game = useGameParams(component);
  if (!game) return <Navigate to="/404" replace />;
  return (
    <RoomRoute here="game" {...game}>
      {(props) => <Game {...props} />}
    </RoomRoute>
  );
}
