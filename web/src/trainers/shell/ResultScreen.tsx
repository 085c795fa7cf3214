import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconClockOff,
  IconHeart,
  IconRefresh,
  IconTrophy,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trainerStatsKeys, useTrainerStats } from '../../features/trainers/index.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { Celebration } from './Celebration.tsx';
import { CheeringCharacter } from './CheeringCharacter.tsx';
import { resultMood } from './resultMood.ts';
import type { RoundSummary } from './types.ts';

interface ResultScreenProps {
  summary: RoundSummary;
  /** Whose personal best this is, or null when it is not kept (a teacher's try-out). */
  bestOwner: { userId: number; trainerId: number; subjectId: number } | null;
  onAgain: () => void;
  onLeave: () => void;
  extra?: ReactNode;
  /** Said instead of the shell's "N of M right". */
  count?: ReactNode;
  /** The subject's next trainer, offered beside another round. */
  next?: { to: string; title: string } | null;
}

/**
 * The personal best as the server keeps it. The round just posted changed the statistics and the
 * rating, so whatever was cached before it is stale. "New best" compares with the scores of the
 * earlier validated rounds the statistics carry (the last 30, in the trend), since the all-time best
 * already includes this one.
 */
function useServerBest(summary: RoundSummary, owner: ResultScreenProps['bestOwner']) {
  const queryClient = useQueryClient();
  const posted = summary.server !== null;
  useEffect(() => {
    if (!posted) return;
    void queryClient.invalidateQueries({ queryKey: trainerStatsKeys.allTrainerStats, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trainerStatsKeys.allRatings, refetchType: 'none' });
  }, [posted, queryClient]);
  const stats = useTrainerStats(owner?.userId ?? null, owner?.subjectId ?? null, { refetchOnMount: 'always' });
  const mine = stats.isFetching ? undefined : stats.data?.find((trainer) => trainer.trainer_id === owner?.trainerId);
  if (!owner || mine === undefined) return { best: null, isNew: false };
  const earlier = mine.trend.slice(0, -1).map((point) => point.score);
  const counts = summary.server?.validate_status === 'ok' && summary.score > 0;
  const isNew = counts && summary.score >= mine.best_score && earlier.every((score) => score < summary.score);
  return { best: mine.best_score, isNew };
}

export function ResultScreen({ summary, bestOwner, onAgain, onLeave, extra, count, next = null }: ResultScreenProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const reduceMotion = useReducedMotion();
  const { best, isNew } = useServerBest(summary, bestOwner);
  const mood = resultMood(summary, isNew);
  const rejected = summary.server?.validate_status === 'rejected';
  const likes = summary.server?.likes_earned ?? 0;
  // The next thing a keyboard player wants is another round; the button they pressed last is gone.
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), []);

  return (
    <Card withBorder radius="xl" shadow="sm" p="xl" maw={480} w="100%" pos="relative">
      {mood !== 'encouraging' && summary.server ? <Celebration /> : null}
      <Stack align="center" gap="md">
        <CheeringCharacter
          mood={mood}
          fallback={
            <ThemeIcon size={72} radius="xl" variant="light" color={summary.timedOut ? 'orange' : 'grape'}>
              {summary.timedOut ? <IconClockOff size={40} /> : <IconTrophy size={40} />}
            </ThemeIcon>
          }
        />
        <Title order={1} size="h2" ta="center">
          {summary.timedOut ? t('trainers.shell.timeIsOut') : t('trainers.shell.resultTitle')}
        </Title>
        <Text fz={56} fw={900} lh={1} aria-label={t('trainers.shell.scoreLabel', { score: summary.score })}>
          {summary.score}
        </Text>
        {count ?? (
          <Text size="lg">
            {summary.openEnded
              ? t('trainers.shell.openEndedCount', { correct: summary.correct, total: summary.total })
              : t('trainers.shell.correctOf', { correct: summary.correct, total: summary.total })}
          </Text>
        )}
        {bestOwner && best !== null ? (
          <Text c={isNew ? 'teal.9' : 'dimmed'} fw={isNew ? 700 : 400}>
            {isNew ? t('trainers.shell.newBest') : t('trainers.shell.best', { best })}
          </Text>
        ) : null}
        {summary.server && !rejected ? (
          <Group gap="xs" className={reduceMotion || likes === 0 ? undefined : 'umka-likes-pop'}>
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
        {extra}
        {/* One button a row on a phone, where two side by side would cut their labels. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} w="100%">
          <Button size="lg" radius="xl" variant="default" onClick={onLeave}>
            {t('trainers.shell.toList')}
          </Button>
          <Button ref={again} size="lg" radius="xl" leftSection={<IconRefresh />} onClick={onAgain}>
            {t('trainers.shell.again')}
          </Button>
        </SimpleGrid>
        {next ? (
          <Button
            component={Link}
            to={next.to}
            variant="light"
            radius="xl"
            fullWidth
            rightSection={<IconArrowRight size={18} />}
            aria-label={t('trainers.shell.nextTrainerNamed', { title: next.title })}
          >
            {t('trainers.shell.nextTrainer')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
