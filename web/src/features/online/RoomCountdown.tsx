import { Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HeldRoom } from './roomCache.ts';
import { secondsLeft, useServerClock } from './useServerClock.ts';
import './online.css';

/** The 3-2-1 before a game (§4 `starting`), counted on this device's clock set to the server's. */
export function RoomCountdown({ held }: { held: HeldRoom }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const until = held.online.room.countdownUntil;
  const now = useServerClock(held.offsetMs, until !== null);
  if (until === null) return null;
  const value = Math.max(1, secondsLeft(until, now));
  return (
    <Stack align="center" gap={0} data-testid="room-countdown">
      <Text fw={800} size="lg">
        {t('online.room.starting')}
      </Text>
      <Text
        key={value}
        role="timer"
        aria-label={t('online.room.countdown', { count: value })}
        fz={120}
        fw={900}
        lh={1}
        c="grape.6"
        className={reduceMotion ? undefined : 'umka-online-pop'}
      >
        {value}
      </Text>
    </Stack>
  );
}
