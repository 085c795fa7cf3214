import { Box, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A hold: a ring that fills as the seconds pass, the seconds left in its middle, a tick when it is full. */
export function HoldRing({ elapsedMs, totalMs, moving }: { elapsedMs: number; totalMs: number; moving: boolean }) {
  const { t } = useTranslation();
  const left = Math.max(0, Math.ceil((totalMs - elapsedMs) / 1000));
  const progress = Math.min(1, elapsedMs / totalMs);
  return (
    <Box
      pos="relative"
      w={120}
      h={120}
      role="timer"
      aria-label={left > 0 ? t('trainers.articulation.holdLeft', { count: left }) : t('trainers.articulation.held')}
      data-testid="articulation-hold"
    >
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={left > 0 ? 'var(--mantine-color-grape-6)' : 'var(--mantine-color-teal-6)'}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 60 60)"
          style={moving ? { transition: 'stroke-dashoffset 120ms linear' } : undefined}
        />
      </svg>
      <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
        {left > 0 ? (
          <Text fz={40} fw={800} c="grape.8">
            {left}
          </Text>
        ) : (
          <IconCheck size={48} color="var(--mantine-color-teal-7)" />
        )}
      </Box>
    </Box>
  );
}

/** A movement: a dot for each repetition, lit as the beats go by, the current one popping in time. */
export function BeatDots({
  beat,
  times,
  done,
  moving,
}: {
  beat: number;
  times: number;
  done: boolean;
  moving: boolean;
}) {
  const { t } = useTranslation();
  const count = done ? times : beat + 1;
  return (
    <Stack align="center" gap={6} data-testid="articulation-beats">
      <Text fz={28} fw={800} c={done ? 'teal.8' : 'grape.8'}>
        {t('trainers.articulation.beatOf', { current: count, times })}
      </Text>
      <Group gap={6} justify="center" maw={320} aria-hidden>
        {Array.from({ length: times }, (_, index) => {
          const current = !done && index === beat;
          return (
            <Box
              // A new key on each beat restarts the pop.
              key={current ? `beat-${beat}` : index}
              className={current && moving ? 'umka-trainer-pop' : undefined}
              w={current ? 20 : 14}
              h={current ? 20 : 14}
              bg={index < count ? (done ? 'teal.5' : 'grape.5') : 'gray.3'}
              style={{ borderRadius: '50%' }}
            />
          );
        })}
      </Group>
    </Stack>
  );
}
