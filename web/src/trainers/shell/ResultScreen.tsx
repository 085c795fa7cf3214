import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockOff, IconHeart, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocalized } from '../../lib/i18n.ts';
import { bestKey, readStored, writeStored } from './storage.ts';
import type { RoundSummary } from './useRound.ts';

interface ResultScreenProps {
  summary: RoundSummary;
  /** Whose personal best this is, or null when it is not kept (a teacher's try-out). */
  bestOwner: { userId: number; trainerId: number } | null;
  onAgain: () => void;
  onLeave: () => void;
}

/** Personal bests stay on this device until the statistics pages keep them on the server. */
function usePersonalBest(summary: RoundSummary, owner: ResultScreenProps['bestOwner']) {
  const key = owner ? bestKey(owner.userId, owner.trainerId) : null;
  const [previous] = useState(() => (key ? readStored(key, z.number()) : null));
  const counts = key !== null && summary.server?.validate_status === 'ok';
  const isNew = counts && summary.score > 0 && (previous === null || summary.score > previous);
  useEffect(() => {
    if (isNew && key) writeStored(key, summary.score);
  }, [isNew, key, summary.score]);
  return { best: isNew ? summary.score : previous, isNew };
}

export function ResultScreen({ summary, bestOwner, onAgain, onLeave }: ResultScreenProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { best, isNew } = usePersonalBest(summary, bestOwner);
  const rejected = summary.server?.validate_status === 'rejected';
  const likes = summary.server?.likes_earned ?? 0;

  return (
    <Card withBorder radius="xl" shadow="sm" p="xl" maw={480} w="100%">
      <Stack align="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={summary.timedOut ? 'orange' : 'grape'}>
          {summary.timedOut ? <IconClockOff size={40} /> : <IconTrophy size={40} />}
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {summary.timedOut ? t('trainers.shell.timeIsOut') : t('trainers.shell.resultTitle')}
        </Title>
        <Text fz={56} fw={900} lh={1} aria-label={t('trainers.shell.scoreLabel', { score: summary.score })}>
          {summary.score}
        </Text>
        <Text size="lg">{t('trainers.shell.correctOf', { correct: summary.correct, total: summary.total })}</Text>
        {bestOwner && best !== null ? (
          <Text c={isNew ? 'teal' : 'dimmed'} fw={isNew ? 700 : 400}>
            {isNew ? t('trainers.shell.newBest') : t('trainers.shell.best', { best })}
          </Text>
        ) : null}
        {summary.server && !rejected ? (
          <Group gap="xs">
            <IconHeart color="var(--mantine-color-pink-6)" fill="var(--mantine-color-pink-6)" />
            <Text fw={700}>{t('trainers.shell.likesEarned', { likes })}</Text>
          </Group>
        ) : null}
        {rejected ? (
          <Alert color="orange" radius="lg" icon={<IconAlertTriangle />} title={t('trainers.shell.rejected')} w="100%">
            {summary.server?.validate_message ? localized(summary.server.validate_message) : null}
          </Alert>
        ) : null}
        {summary.server === null ? (
          <Text c="dimmed" size="sm" ta="center">
            {t('trainers.shell.notSaved')}
          </Text>
        ) : null}
        <Group w="100%" grow>
          <Button size="lg" radius="xl" variant="default" onClick={onLeave}>
            {t('trainers.shell.toList')}
          </Button>
          <Button size="lg" radius="xl" leftSection={<IconRefresh />} onClick={onAgain} data-autofocus>
            {t('trainers.shell.again')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
