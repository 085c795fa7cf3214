import { Box, Button, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { beatMs, COUNT_IN_BEATS, type MetronomeAnswer, type MetronomeSettings, type MetronomeTask } from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MUTE_KEY, readStored } from '../shell/storage.ts';
import type { TaskViewProps } from '../shell/types.ts';
import { type BeatClock, createBeatClock } from './beatClock.ts';

/** How far ahead clicks are handed to the audio clock, and how often the scheduler looks. */
const SCHEDULE_AHEAD_MS = 120;
const SCHEDULER_EVERY_MS = 25;
const KEYS = new Set([' ', 'Enter', 'j', 'f']);

/**
 * The beat played (and shown as a pulsing circle, for a child who cannot hear it) after a count-in; the child taps
 * along with Space, a key or the big button. Each tap answers the scored beat nearest to it with its offset; when the
 * last beat has passed, the beats never tapped are answered as missed, and the round ends.
 */
export function MetronomeView({
  settings,
  onShown,
  answered,
  onAnswer,
  allTasks,
}: TaskViewProps<MetronomeSettings, MetronomeTask, MetronomeAnswer>) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const clock = useRef<BeatClock | null>(null);
  const startedAt = useRef(0);
  const tapped = useRef(new Set<number>());
  const [beat, setBeat] = useState(-1);
  const [last, setLast] = useState<'early' | 'late' | 'inTime' | null>(null);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const interval = beatMs(settings);
  const totalBeats = COUNT_IN_BEATS + settings.beats;

  useEffect(() => onShown(), [onShown]);

  useEffect(() => {
    const beats = createBeatClock(readStored(MUTE_KEY, z.boolean()) ?? false);
    clock.current = beats;
    startedAt.current = beats.now() + 300;
    let scheduled = 0;
    let finished = false;
    const timer = window.setInterval(() => {
      const now = beats.now();
      while (scheduled < totalBeats && startedAt.current + scheduled * interval < now + SCHEDULE_AHEAD_MS) {
        beats.click(startedAt.current + scheduled * interval, scheduled < COUNT_IN_BEATS);
        scheduled++;
      }
      setBeat(Math.floor((now - startedAt.current) / interval));
      if (!finished && now > startedAt.current + (totalBeats - 0.5) * interval) {
        finished = true;
        allTasks.forEach((_task, index) => {
          if (!tapped.current.has(index)) onAnswerRef.current({ offsetMs: null }, index);
        });
      }
    }, SCHEDULER_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      beats.close();
    };
  }, [interval, totalBeats, allTasks]);

  const tap = () => {
    const beats = clock.current;
    if (!beats || answered) return;
    const sinceScored = beats.now() - startedAt.current - COUNT_IN_BEATS * interval;
    const index = Math.round(sinceScored / interval);
    const task = allTasks[index];
    if (!task || tapped.current.has(index)) return;
    const offsetMs = Math.round(sinceScored - index * interval);
    tapped.current.add(index);
    setLast(Math.abs(offsetMs) <= task.toleranceMs ? 'inTime' : offsetMs < 0 ? 'early' : 'late');
    onAnswerRef.current({ offsetMs: Math.max(-2000, Math.min(2000, offsetMs)) }, index);
  };
  const tapRef = useRef(tap);
  tapRef.current = tap;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!KEYS.has(event.key) || event.repeat) return;
      event.preventDefault();
      tapRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const counting = beat < COUNT_IN_BEATS;
  const pulse = beat >= 0 && beat < totalBeats;
  return (
    <Stack align="center" gap="md" w="100%" data-testid="metronome">
      <Text fw={700} fz="lg" aria-live="polite">
        {counting
          ? t('trainers.metronome.countIn', { count: Math.max(1, COUNT_IN_BEATS - beat) })
          : t('trainers.metronome.tapAlong', { bpm: settings.bpm })}
      </Text>
      <Box
        key={beat}
        w={160}
        h={160}
        bg={counting ? 'gray.3' : 'grape.5'}
        aria-hidden
        data-beat={beat}
        style={{
          borderRadius: '50%',
          transform: pulse && !reduceMotion ? 'scale(1)' : undefined,
          animation: pulse && !reduceMotion ? `umka-beat ${Math.min(interval, 400)}ms ease-out` : undefined,
          opacity: pulse ? 1 : 0.5,
        }}
      />
      <Text mih={24} fw={700} c={last === 'inTime' ? 'teal.8' : 'orange.8'} data-testid="metronome-last">
        {last ? t(`trainers.metronome.${last}`) : ''}
      </Text>
      <Button size="xl" radius="xl" color="grape" onPointerDown={tap} disabled={answered}>
        {t('trainers.metronome.tap')}
      </Button>
      <Text c="dimmed" size="sm">
        {t('trainers.metronome.how')}
      </Text>
    </Stack>
  );
}
