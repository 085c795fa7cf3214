import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconInfoCircle, IconPlus, IconTemplate } from '@tabler/icons-react';
import { type Homework, isSubjectAllowed } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useClassHomework, useDeleteHomework, useHomeworkProgress } from '../homework.queries.ts';
import { homeworkEditPath } from './homeworkPaths.ts';
import { ListRowActions } from './ListRowActions.tsx';

function ProgressSummary({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const progress = useHomeworkProgress(homeworkId);
  if (!progress.data) return null;
  const total = progress.data.students.length;
  const done = progress.data.students.filter((student) => student.complete).length;
  const toReview = progress.data.students.filter((student) =>
    student.items.some((item) => item.answer?.status === 'submitted'),
  ).length;
  return (
    <Group gap="xs">
      <Badge color={total > 0 && done === total ? 'teal' : 'gray'} variant="light">
        {t('teacherHomework.list.done', { done, total })}
      </Badge>
      {toReview > 0 ? (
        <Badge color="blue" variant="light">
          {t('teacherHomework.list.toReview', { count: toReview })}
        </Badge>
      ) : null}
    </Group>
  );
}

function HomeworkRow({ groupId, homework }: { groupId: number; homework: Homework }) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('dayShort');
  const remove = useDeleteHomework();
  const editPath = homeworkEditPath(groupId, homework);

  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text component={Link} to={editPath} fw={600} td="underline">
              {homework.title}
            </Text>
            {homework.single_task ? (
              <Badge size="sm" variant="outline">
                {t('teacherHomework.list.singleTask')}
              </Badge>
            ) : null}
            {homework.published ? null : (
              <Badge size="sm" color="gray">
                {t('teacherHomework.list.draft')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('teacherHomework.list.dates', {
              given: formatDay(homework.given_on),
              due: formatDay(homework.due_on),
            })}
            {' · '}
            {t('teacherHomework.list.items', { count: homework.items.length })}
          </Text>
          <ProgressSummary homeworkId={homework.id} />
        </Stack>
        <ListRowActions kind="homework" item={homework} editTo={editPath} remove={remove} />
      </Group>
    </Card>
  );
}

interface ClassHomeworkSectionProps {
  groupId: number;
  /** The class's subject, once known: homework is given only where its students have homework pages. */
  subject: { main_id: number; title: string } | undefined;
}

/**
 * The class page's homework: newest first, with how far the class has got and what waits for review.
 * In a subject without homework pages (spec §2) nothing new can be given, and the section says why;
 * what was given before stays listed, and so do the course lessons' copies a class of the courses gets (issue [13]).
 */
export function ClassHomeworkSection({ groupId, subject }: ClassHomeworkSectionProps) {
  const { t } = useTranslation();
  const homework = useClassHomework(groupId);
  const closed = subject !== undefined && !isSubjectAllowed('homework', subject.main_id);
  const sorted = [...(homework.data ?? [])].sort((a, b) => b.given_on.localeCompare(a.given_on) || b.id - a.id);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-homework-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="class-homework-title">
          {t('teacherHomework.list.title')}
        </Title>
        {closed ? null : (
          <Group gap="xs">
            <Button component={Link} to={`/teacher/classes/${groupId}/create-hw`} leftSection={<IconPlus size={18} />}>
              {t('teacherHomework.list.newHomework')}
            </Button>
            <Button
              component={Link}
              to={`/teacher/classes/${groupId}/create-task`}
              variant="default"
              leftSection={<IconFilePlus size={18} />}
            >
              {t('teacherHomework.list.newTask')}
            </Button>
            <Button component={Link} to="/teacher/templates" variant="subtle" leftSection={<IconTemplate size={18} />}>
              {t('teacherHomework.nav')}
            </Button>
          </Group>
        )}
      </Group>
      {closed ? (
        <Alert color="blue" radius="md" icon={<IconInfoCircle />} mb="sm">
          {isSubjectAllowed('courseHomework', subject.main_id)
            ? t('teacherHomework.list.fromCourses')
            : t('teacherHomework.list.notForSubject', { subject: subject.title })}
        </Alert>
      ) : null}
      {homework.isPending ? (
        <Spinner centered />
      ) : homework.isError ? (
        <QueryError error={homework.error} onRetry={() => void homework.refetch()} />
      ) : sorted.length === 0 ? (
        closed ? null : (
          <EmptyState title={t('teacherHomework.list.empty')} description={t('teacherHomework.list.emptyText')} />
        )
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {sorted.map((entry) => (
            <HomeworkRow key={entry.id} groupId={groupId} homework={entry} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
