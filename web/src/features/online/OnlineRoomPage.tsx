import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconDoorExit, IconPlayerPlay, IconRobot, IconX } from '@tabler/icons-react';
import { isLobby } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { InviteClassmates } from './InviteClassmates.tsx';
import { LobbySeats } from './LobbySeats.tsx';
import { OnlinePageFrame } from './OnlinePageFrame.tsx';
import { useRoomCommand } from './online.queries.ts';
import { onlinePath } from './onlinePaths.ts';
import { QuickSearch } from './QuickSearch.tsx';
import { RoomCountdown } from './RoomCountdown.tsx';
import { type RoomPageProps, RoomRoute } from './RoomRoute.tsx';
import { useGameParams } from './useGameParams.ts';

/** What the status tells the people in the lobby. */
function LobbyNote({ status, picnic }: { status: string; picnic: boolean }) {
  const { t } = useTranslation();
  const key =
    status === 'waitingForOpponent'
      ? 'online.room.status.waitingForOpponent'
      : status === 'ready'
        ? picnic
          ? 'online.room.status.readyPicnic'
          : 'online.room.status.ready'
        : 'online.room.status.waiting';
  return (
    <Text fw={600} c="dimmed" aria-live="polite">
      {t(key)}
    </Text>
  );
}

export function Lobby({ held, exit }: RoomPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { online } = held;
  const { room } = online;
  const command = useRoomCommand(room.id);
  const mySeat = room.mySeat === null ? null : room.seats[room.mySeat];
  // The host may be a teacher who only watches.
  const isHost = user !== null && room.hostId === user.id;
  const lobby = isLobby(room.status);
  const freeSeat = room.seats.some((seat) => seat === null);
  // The button pressed spins; the others wait until the room answers.
  const pending = command.isPending ? command.variables.type : null;
  const busy = pending !== null;

  return (
    <OnlinePageFrame component={room.game} title={t('online.room.title')}>
      {room.status === 'starting' ? (
        <RoomCountdown held={held} />
      ) : (
        <LobbyNote status={room.status} picnic={room.game === 'picnic'} />
      )}
      {online.quick && lobby && freeSeat ? <QuickSearch held={held} /> : null}
      <LobbySeats room={room} />
      <Group gap="sm">
        {mySeat && !mySeat.ready && (lobby || room.status === 'starting') ? (
          <Button
            size="lg"
            radius="xl"
            color="teal"
            leftSection={<IconCheck />}
            loading={pending === 'ready'}
            disabled={busy}
            onClick={() => command.mutate({ type: 'ready' })}
          >
            {t('online.room.setReady')}
          </Button>
        ) : null}
        {mySeat?.ready && (lobby || room.status === 'starting') ? (
          <Button
            size="lg"
            radius="xl"
            variant="light"
            color="gray"
            leftSection={<IconX />}
            loading={pending === 'unready'}
            disabled={busy}
            onClick={() => command.mutate({ type: 'unready' })}
          >
            {t('online.room.setNotReady')}
          </Button>
        ) : null}
        {isHost && room.game === 'picnic' && room.status === 'ready' ? (
          <Button
            size="lg"
            radius="xl"
            leftSection={<IconPlayerPlay />}
            loading={pending === 'start'}
            disabled={busy}
            onClick={() => command.mutate({ type: 'start' })}
          >
            {t('online.room.start')}
          </Button>
        ) : null}
        {isHost && lobby && freeSeat ? (
          <Button
            size="lg"
            radius="xl"
            variant="light"
            color="grape"
            leftSection={<IconRobot />}
            loading={pending === 'bot'}
            disabled={busy}
            onClick={() => command.mutate({ type: 'bot' })}
          >
            {t('online.room.callBot')}
          </Button>
        ) : null}
      </Group>
      {lobby && freeSeat ? (
        <Paper withBorder radius="lg" p="md">
          <InviteClassmates online={online} />
        </Paper>
      ) : null}
      <Stack align="flex-start">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconDoorExit size={18} />}
          onClick={() => exit(onlinePath(online.trainer_id, room.game, 'start'))}
        >
          {t('online.room.leave')}
        </Button>
      </Stack>
    </OnlinePageFrame>
  );
}

/** /online/{id}/{component}/room: the lobby of spec §4, from waiting to the countdown. */
export function OnlineRoomPage() {
  const game = useGameParams();
  if (!game) return <Navigate to="/404" replace />;
  return (
    <RoomRoute here="room" {...game}>
      {(props) => <Lobby {...props} />}
    </RoomRoute>
  );
}
