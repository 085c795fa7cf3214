import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ClassStudentsTable } from './ClassStudentsTable.tsx';
import { SubjectBadge } from './SubjectBadge.tsx';
import { useSubjects, useTeacherClass } from './teacher.queries.ts';

/** /teacher/classes/:id — one class and its students. */
export function TeacherClassPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const classId = Number(useParams().id);
  const details = useTeacherClass(user?.id ?? null, classId);
  const subjects = useSubjects();
  const validId = Number.isInteger(classId) && classId > 0;

  const back = (
    <Button component={Link} to="/teacher/classes" variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
      {t('teacher.class.back')}
    </Button>
  );

  if (!validId) {
    return (
      <Stack gap="lg" align="flex-start">
        {back}
        <EmptyState title={t('teacher.class.notFound')} titleOrder={1} />
      </Stack>
    );
  }

  const schoolClass = details.data;
  const subject = subjects.data?.find((item) => item.id === schoolClass?.subject_id);

  return (
    <Stack gap="lg">
      <div>{back}</div>
      {details.isPending ? (
        <Spinner centered />
      ) : details.isError ? (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Stack gap={6}>
              <Title order={1} size="h2">
                {details.data.title}
              </Title>
              <SubjectBadge subject={subject} />
            </Stack>
            <Group gap={6}>
              <IconUsers size={18} />
              <Text c="dimmed">{t('teacher.classes.studentsCount', { count: details.data.students.length })}</Text>
            </Group>
          </Group>
          <Card withBorder radius="lg" padding="lg">
            <Card.Section h={6} bg={subject?.color ?? 'gray.3'} mb="md" aria-hidden />
            <Title order={2} size="h4" mb="sm">
              {t('teacher.class.students')}
            </Title>
            {details.data.students.length === 0 ? (
              <EmptyState title={t('teacher.class.emptyTitle')} description={t('teacher.class.emptyText')} />
            ) : (
              <ClassStudentsTable students={details.data.students} />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
