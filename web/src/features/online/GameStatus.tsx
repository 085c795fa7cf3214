import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconEye, IconWifiOff } from '@tabler/icons-react';
import { ROOM_MOVE_MS } from '@umka/games';
import { useTranslation } from 'react-i18next';
import type { HeldRoom } from './roomCache.ts';
import { secondsLeft, useServerClock } from './useServerClock.ts';

/** The player to move while a game runs: both games keep it in `turn`. */
export function seatToMove(held: HeldRoom): number | null {
  const { room } = held.online;
  if (room.status !== 'inGame' || !room.play) return null;
  return (room.play as { turn: number }).turn;
}

/**
 * Above the board: whose turn it is, the move timer (paused while the player to move is away), who dropped out and
 * how long their seat still waits, and who watches.
 */
export function GameStatus({ held }: { held: HeldRoom }) {
  const { t } = useTranslation();
  const { room } = held.online;
  const toMove = seatToMove(held);
  const away = room.seats.flatMap((seat, index) =>
    seat && seat.userId !== null && !seat.connected && !seat.left && seat.graceUntil !== null && index !== room.mySeat
      ? [{ name: seat.name, graceUntil: seat.graceUntil }]
      : [],
  );
  const running = (toMove !== null && room.moveDeadline !== null) || away.length > 0;
  const now = useServerClock(held.offsetMs, running);
  const total = ROOM_MOVE_MS[room.game];
  const leftMs =
    toMove === null
      ? null
      : (room.movePausedMs ?? (room.moveDeadline === null ? null : Math.max(0, room.moveDeadline - now)));
  const mine = toMove !== null && toMove === room.mySeat;
  const moverName = toMove === null ? '' : (room.seats[toMove]?.name ?? '');

  return (
    <Stack gap="xs">
      {toMove !== null ? (
        <Paper withBorder radius="lg" p="sm" bg={mine ? 'teal.0' : undefined}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              {/* The picnic's board says whose turn it is itself. */}
              {room.game === 'picnic' ? (
                <Text fw={700}>{t('online.game.moveTime')}</Text>
              ) : (
                <Text fw={900} size="lg" aria-live="polite" data-testid="turn">
                  {mine ? t('online.game.yourTurn') : t('online.game.theirTurn', { name: moverName })}
                </Text>
              )}
              {leftMs !== null ? (
                <Text fw={700} c={leftMs < 5000 ? 'orange.8' : 'dimmed'}>
                  {t('online.game.secondsLeft', { count: secondsLeft(leftMs, 0) })}
                </Text>
              ) : null}
            </Group>
            {leftMs !== null ? (
              <Progress
                value={(leftMs / total) * 100}
                radius="xl"
                size="md"
                color={room.movePausedMs !== null ? 'gray' : leftMs < 5000 ? 'orange' : mine ? 'teal' : 'blue'}
                aria-hidden
              />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {away.map((seat) => (
        <Alert key={seat.name} color="yellow" radius="lg" icon={<IconWifiOff />} title={t('online.game.away')}>
          {t('online.game.awayGrace', { name: seat.name, count: secondsLeft(seat.graceUntil, now) })}
        </Alert>
      ))}
      {room.watching || room.watchers.length > 0 ? (
        <Group gap={6} c="dimmed">
          <IconEye size={16} aria-hidden />
          <Text size="sm">
            {room.watching ? `${t('online.game.watching')} · ` : ''}
            {t('online.game.watchers', { count: room.watchers.length })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
