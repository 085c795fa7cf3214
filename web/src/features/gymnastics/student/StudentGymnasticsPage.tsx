import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconConfetti, IconEye, IconHandFinger, IconHeart, IconPlayerPlay } from '@tabler/icons-react';
import {
  GYMNASTICS_KINDS,
  type GymnasticsDone,
  type GymnasticsKind,
  type GymnasticsVideo,
  isGymnasticsSubject,
} from '@umka/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useGymnasticsPage, useMarkGymnasticsDone } from '../gymnastics.queries.ts';
import { gymnasticsTitle } from '../gymnasticsTitle.ts';
import { ExercisePlayer } from './ExercisePlayer.tsx';
import { TodayProgress } from './TodayProgress.tsx';

const KIND_ICONS = { eyes: IconEye, fingers: IconHandFinger } as const;
const KIND_COLORS = { eyes: 'blue', fingers: 'orange' } as const;

function ExerciseCard({ video, onPlay }: { video: GymnasticsVideo; onPlay: () => void }) {
  const { t } = useTranslation();
  const title = gymnasticsTitle(t, video);
  const Icon = KIND_ICONS[video.kind];
  return (
    <UnstyledButton onClick={onPlay} aria-label={t('gymnastics.play', { title })}>
      <Card withBorder radius="xl" shadow="sm" padding="md" h="100%" className="umka-trainer-card">
        <Group gap="sm" wrap="nowrap">
          <Icon size={32} stroke={1.6} color={`var(--mantine-color-${KIND_COLORS[video.kind]}-6)`} aria-hidden />
          <Text fw={700} style={{ flex: 1 }}>
            {title}
          </Text>
          <IconPlayerPlay size={22} aria-hidden />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** What the child is told once "Done!" is answered: praise, or that this sitting already counts. */
function DoneFeedback({ done, total }: { done: GymnasticsDone; total: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!done.counted) {
    const next = done.today.next_counts_at
      ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(done.today.next_counts_at))
      : '';
    return (
      <Alert color="blue" radius="lg" icon={<IconHeart size={20} />} role="status">
        {t('gymnastics.doneAlready', { time: next })}
      </Alert>
    );
  }
  const all = done.today.count >= total;
  return (
    <Alert color="teal" radius="lg" icon={<IconConfetti size={20} />} role="status" title={t('gymnastics.doneTitle')}>
      {all ? t('gymnastics.doneAll') : t('gymnastics.doneOne', { done: done.today.count, total })}
    </Alert>
  );
}

/**
 * The chosen subject's eye and finger gymnastics (spec §3, §9): the advice and today's sessions, the exercises by
 * kind, one playing at a time, and "Done!" that records the session with a word of praise.
 */
export function StudentGymnasticsPage() {
  const { t } = useTranslation();
  const { subject } = useSubject();
  const subjectId = subject && isGymnasticsSubject(subject.main_id) ? subject.main_id : null;
  const page = useGymnasticsPage(subjectId);
  const markDone = useMarkGymnasticsDone(subjectId ?? 0);
  const [playingId, setPlayingId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<GymnasticsDone | null>(null);
  const playerHeading = useRef<HTMLHeadingElement>(null);

  // The player opens above the list: the keyboard and the screen reader go there with it.
  useEffect(() => {
    if (playingId !== null) playerHeading.current?.focus();
  }, [playingId]);

  const back = (
    <Anchor component={Link} to="/student/trainers" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('gymnastics.back')}
      </Group>
    </Anchor>
  );

  if (subjectId === null) {
    return (
      <Stack gap="lg">
        {back}
        <EmptyState title={t('gymnastics.noneInSubject')} titleOrder={1} />
      </Stack>
    );
  }
  if (page.isPending) return <Spinner centered />;
  if (page.isError) return <QueryError error={page.error} onRetry={() => void page.refetch()} />;

  const { advice, today, videos } = page.data;
  const playing = videos.find((video) => video.id === playingId) ?? null;
  const play = (video: GymnasticsVideo) => {
    setFeedback(null);
    setPlayingId(video.id);
  };
  const finish = () => markDone.mutate(undefined, { onSuccess: setFeedback });

  return (
    <Stack gap="lg">
      {back}
      <Title order={1} size="h2">
        {t('gymnastics.title')}
      </Title>
      <TodayProgress advice={advice} today={today} />

      {playing ? (
        <Card withBorder radius="xl" padding="lg" shadow="sm" component="section" aria-labelledby="gymnastics-playing">
          <Stack gap="md">
            <Title order={2} size="h3" id="gymnastics-playing" ref={playerHeading} tabIndex={-1}>
              {gymnasticsTitle(t, playing)}
            </Title>
            <ExercisePlayer
              key={playing.id}
              video={playing}
              title={gymnasticsTitle(t, playing)}
              onVideoFailed={() => void page.refetch()}
            />
            <Group justify="center">
              <Button size="lg" radius="xl" color="teal" onClick={finish} loading={markDone.isPending}>
                {t('gymnastics.done')}
              </Button>
            </Group>
            {feedback ? <DoneFeedback done={feedback} total={advice.sessions_per_day} /> : null}
          </Stack>
        </Card>
      ) : null}

      {videos.length === 0 ? (
        <EmptyState title={t('gymnastics.emptyTitle')} description={t('gymnastics.emptyText')} />
      ) : (
        GYMNASTICS_KINDS.map((kind: GymnasticsKind) => {
          const ofKind = videos.filter((video) => video.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <Stack key={kind} gap="sm" component="section" aria-labelledby={`gymnastics-${kind}`}>
              <Title order={2} size="h3" id={`gymnastics-${kind}`}>
                {t(`gymnastics.kinds.${kind}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {ofKind.map((video) => (
                  <ExerciseCard key={video.id} video={video} onPlay={() => play(video)} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
      <Text size="sm" c="dimmed">
        {t('gymnastics.tip')}
      </Text>
    </Stack>
  );
}
