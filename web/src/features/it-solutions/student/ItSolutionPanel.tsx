import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconRefresh } from '@tabler/icons-react';
import { itSolutionMayResubmit } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useOwnItSolution } from '../itSolutions.queries.ts';
import { SolutionContent } from '../SolutionContent.tsx';
import { SolutionStatusBadge } from '../SolutionStatusBadge.tsx';
import { ItSolutionForm } from './ItSolutionForm.tsx';

/** Under a task's statement: the student's solution, where the teacher's check stands, and sending (again). */
export function ItSolutionPanel({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const solution = useOwnItSolution(lessonId);
  const [editing, setEditing] = useState(false);

  if (solution.isPending) return <Spinner centered />;
  if (solution.isError) return <QueryError error={solution.error} onRetry={() => void solution.refetch()} />;
  const current = solution.data;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="it-solution">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('itSolutions.student.title')}
          </Title>
          {current ? <SolutionStatusBadge status={current.status} /> : null}
        </Group>
        {current === null ? (
          <>
            <Text c="dimmed">{t('itSolutions.student.intro')}</Text>
            <ItSolutionForm lessonId={lessonId} current={null} />
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t(`itSolutions.student.explain.${current.status}`)}{' '}
              {t('itSolutions.student.attempt', { count: current.attempt })}
            </Text>
            {current.teacher_comment ? (
              <Alert
                color="violet"
                variant="light"
                icon={<IconMessageCircle size={18} />}
                title={t('itSolutions.student.comment')}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {current.teacher_comment}
                </Text>
              </Alert>
            ) : null}
            {editing ? (
              <ItSolutionForm
                key={current.updated_at}
                lessonId={lessonId}
                current={current}
                onSent={() => setEditing(false)}
              />
            ) : (
              <>
                <SolutionContent solution={current} />
                {itSolutionMayResubmit(current.status) ? (
                  <Group>
                    <Button
                      variant="light"
                      color="violet"
                      radius="xl"
                      leftSection={<IconRefresh size={18} />}
                      onClick={() => setEditing(true)}
                    >
                      {t('itSolutions.student.again')}
                    </Button>
                  </Group>
                ) : null}
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
