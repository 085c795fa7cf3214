import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IT_SOLUTION_STATUSES, type ItSolution, type ItSolutionStatus } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useItSolutionsQueue } from '../itSolutions.queries.ts';
import { SolutionContent } from '../SolutionContent.tsx';
import { SolutionStatusBadge } from '../SolutionStatusBadge.tsx';
import { ReviewForm } from './ReviewForm.tsx';

type Filter = 'all' | ItSolutionStatus;

function SolutionCard({ solution }: { solution: ItSolution }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('date');
  return (
    <Card withBorder radius="md" data-testid="it-solution-review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {solution.lesson.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('itSolutions.teacher.meta', {
                name: `${solution.student.first_name} ${solution.student.last_name}`,
                course: solution.lesson.course_title,
                date: formatDate(solution.updated_at),
                count: solution.attempt,
              })}
            </Text>
          </Stack>
          <SolutionStatusBadge status={solution.status} />
        </Group>
        <SolutionContent solution={solution} />
        {solution.status === 'submitted' ? (
          <ReviewForm solution={solution} />
        ) : solution.teacher_comment ? (
          <Text size="sm" c="dimmed">
            {t('itSolutions.student.comment')}: {solution.teacher_comment}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /teacher/it-solutions — the solutions of the teacher's IT students (an admin's: everyone's), waiting ones first. */
export function TeacherItSolutionsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('submitted');
  const queue = useItSolutionsQueue(filter === 'all' ? null : filter);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('itSolutions.teacher.title')}
        </Title>
        <Text c="dimmed">{t('itSolutions.teacher.intro')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('itSolutions.teacher.filter')}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'all', label: t('itSolutions.teacher.all') },
          ...IT_SOLUTION_STATUSES.map((value) => ({ value, label: t(`itSolutions.status.${value}`) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {queue.isPending ? (
        <PageLoader />
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title={t('itSolutions.teacher.empty')} />
      ) : (
        queue.data.map((solution) => <SolutionCard key={solution.id} solution={solution} />)
      )}
    </Stack>
  );
}
