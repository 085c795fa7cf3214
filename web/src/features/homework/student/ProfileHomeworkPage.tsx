import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ProfileStatsTabs } from '../../students/index.ts';
import { useStudentHomework } from '../homework.queries.ts';
import { type SubjectHomeworkSummary, summarizeBySubject } from './homeworkSummary.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={800} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function SubjectSummaryCard({ summary, title }: { summary: SubjectHomeworkSummary; title: string }) {
  const { t } = useTranslation();
  const of = (done: number, total: number) => t('studentHomework.profile.of', { done, total });
  return (
    <Card component="article" aria-label={title} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure label={t('studentHomework.profile.onTime')} value={of(summary.onTime, summary.homework)} />
          <Figure
            label={t('studentHomework.profile.targets')}
            value={of(summary.trainerTargetsReached, summary.trainerTargets)}
          />
          <Figure label={t('studentHomework.profile.accepted')} value={of(summary.tasksAccepted, summary.tasks)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** /student/profile/homework (spec §2 profile statistics): how the student did on homework, per subject. */
export function ProfileHomeworkPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { user, me } = useAuth();
  const homework = useStudentHomework(user?.id ?? null, null);
  const summaries = homework.data ? summarizeBySubject([...homework.data.current, ...homework.data.past]) : [];
  const titleOf = (subjectId: number) => {
    const subject = me?.student?.subjects.find((entry) => entry.id === subjectId);
    return subject ? localized(subject.title) : t('studentHomework.profile.subject', { id: subjectId });
  };

  return (
    <Stack gap="lg">
      <ProfileStatsTabs active="homework" />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('studentHomework.profile.title')}
        </Title>
        <Text c="dimmed">{t('studentHomework.profile.subtitle')}</Text>
      </Stack>
      {homework.isError ? <QueryError error={homework.error} onRetry={() => void homework.refetch()} /> : null}
      {homework.isPending && !homework.isError ? <Spinner centered /> : null}
      {homework.data && summaries.length === 0 ? (
        <EmptyState
          title={t('studentHomework.page.emptyTitle')}
          description={t('studentHomework.profile.emptyText')}
          icon={<IconBook size={32} stroke={1.5} />}
        />
      ) : null}
      {summaries.map((summary) => (
        <SubjectSummaryCard key={summary.subjectId} summary={summary} title={titleOf(summary.subjectId)} />
      ))}
    </Stack>
  );
}
