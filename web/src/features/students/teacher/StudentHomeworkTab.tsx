import { Group, Stack, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useStudentHomework } from '../students.queries.ts';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';
import { StudentHomeworkTable } from './StudentHomeworkTable.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/homework: the homework of the teacher's classes and how far the student got. */
export function StudentHomeworkTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  const homework = useStudentHomework(student.id);
  const inSubject = <T extends { subject_id: number }>(list: readonly T[]) =>
    list.filter((entry) => entry.subject_id === subjectId);
  const current = inSubject(homework.data?.current ?? []);
  const past = inSubject(homework.data?.past ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('teacherStudent.homework.heading')}
        </Title>
        <CardSubjectPicker />
      </Group>
      {homework.isError ? <QueryError error={homework.error} onRetry={() => void homework.refetch()} /> : null}
      {homework.isPending ? <Spinner centered /> : null}
      {homework.isSuccess && current.length + past.length === 0 ? (
        <EmptyState
          title={t('teacherStudent.homework.emptyTitle')}
          description={t('teacherStudent.homework.emptyText')}
          icon={<IconNotebook size={32} stroke={1.5} />}
        />
      ) : null}
      {current.length + past.length > 0 ? (
        <StudentHomeworkTable current={current} past={past} classes={student.classes} />
      ) : null}
    </Stack>
  );
}
