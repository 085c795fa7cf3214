import { Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { StudentHomework } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useStudentHomework } from '../homework.queries.ts';
import { localDay } from '../homeworkStatus.ts';
import { HomeworkCard } from './HomeworkCard.tsx';
import { type OpenTask, TaskAnswerDialog } from './TaskAnswerDialog.tsx';

function HomeworkSection(props: {
  title: string;
  list: readonly StudentHomework[];
  /** Said when the list is empty; a section without it is left out by the page instead. */
  empty?: string;
  today: string;
  onAnswer: (task: OpenTask) => void;
}) {
  const { title, list, empty, today, onAnswer } = props;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {list.length === 0 && empty ? <Text c="dimmed">{empty}</Text> : null}
      {list.map((homework) => (
        <HomeworkCard
          key={homework.id}
          homework={homework}
          today={today}
          onAnswer={(item, number) => onAnswer({ homeworkId: homework.id, item, number })}
        />
      ))}
    </Stack>
  );
}

/** /student/homework (spec §2): the chosen subject's homework, current first, with the student's progress. */
export function StudentHomeworkPage() {
  const { t } = useTranslation();
  const studentId = useAuth().user?.id ?? null;
  const { subject } = useSubject();
  const homework = useStudentHomework(studentId, subject?.id ?? null);
  const [task, setTask] = useState<OpenTask | null>(null);
  const today = localDay();
  const none = homework.data && homework.data.current.length === 0 && homework.data.past.length === 0;

  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('studentHomework.page.title')}
        </Title>
        <Text c="dimmed">{t('studentHomework.page.subtitle')}</Text>
      </Stack>
      {homework.isError ? <QueryError error={homework.error} onRetry={() => void homework.refetch()} /> : null}
      {homework.isPending && !homework.isError ? <Spinner centered /> : null}
      {none ? (
        <EmptyState
          title={t('studentHomework.page.emptyTitle')}
          description={t('studentHomework.page.emptyText')}
          icon={<IconBook size={32} stroke={1.5} />}
        />
      ) : null}
      {homework.data && !none ? (
        <>
          <HomeworkSection
            title={t('studentHomework.page.current')}
            list={homework.data.current}
            empty={t('studentHomework.page.noCurrent')}
            today={today}
            onAnswer={setTask}
          />
          {homework.data.past.length > 0 ? (
            <HomeworkSection
              title={t('studentHomework.page.past')}
              list={homework.data.past}
              today={today}
              onAnswer={setTask}
            />
          ) : null}
        </>
      ) : null}
      <TaskAnswerDialog task={task} onClose={() => setTask(null)} />
    </Stack>
  );
}
