import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { isSubjectAllowed } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ProfileStatsTabs } from '../../students/index.ts';
import { playedTrainers } from '../playedTrainers.ts';
import { TrainerStatsCard } from '../TrainerStatsCard.tsx';
import { useTrainerStats } from '../trainers.queries.ts';

/** /student/profile/trainers: how the student plays each trainer of the current subject. */
export function ProfileTrainersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const subjectId = subject?.id ?? null;
  const stats = useTrainerStats(user?.id ?? null, subjectId);
  const played = playedTrainers(stats.data);

  return (
    <Stack gap="lg">
      <ProfileStatsTabs active="trainers" />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('profile.trainers.title')}
        </Title>
        <Text c="dimmed">{t('profile.trainers.subtitle')}</Text>
      </Stack>
      {stats.isError ? <QueryError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isPending && !stats.isError ? <Spinner centered /> : null}
      {stats.isSuccess && played.length === 0 ? (
        <EmptyState
          title={t('profile.trainers.emptyTitle')}
          description={t('profile.trainers.emptyText')}
          icon={<IconChartLine size={32} stroke={1.5} />}
          action={
            // A subject without trainers (IT) would only bounce the student back from the list.
            subject && isSubjectAllowed('trainers', subject.main_id) ? (
              <Button component={Link} to="/student/trainers" radius="xl">
                {t('profile.trainers.toTrainers')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {subjectId !== null
        ? played.map((trainer) => (
            <TrainerStatsCard key={trainer.trainer_id} stats={trainer} subjectId={subjectId} viewer="student" />
          ))
        : null}
    </Stack>
  );
}
