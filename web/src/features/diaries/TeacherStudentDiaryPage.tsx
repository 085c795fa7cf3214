import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTeacherStudents } from '../teacher-students/teacherStudents.queries.ts';
import { useStudentDiary } from './diaries.queries.ts';
import { StudentDiaryView } from './StudentDiaryView.tsx';

const ALL_STUDENTS = { classId: null, search: '' };

function BackToStudents() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/teacher/students" variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
      {t('diaries.toStudents')}
    </Button>
  );
}

function NotYourStudent() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="flex-start">
      <BackToStudents />
      <EmptyState
        title={t('diaries.notFoundTitle')}
        description={t('diaries.notFoundText')}
        titleOrder={1}
        color="orange"
        icon={<IconUserQuestion size={32} stroke={1.5} />}
      />
    </Stack>
  );
}

/**
 * /teacher/students/:studentId/diary — a student's lessons in the teacher's own classes. The server refuses
 * a student the teacher does not teach (403) or that does not exist (404); both read as "not your student".
 */
export function TeacherStudentDiaryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const studentId = Number(useParams().studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const diary = useStudentDiary(validId && user ? studentId : null);
  const students = useTeacherStudents(validId ? (user?.id ?? null) : null, ALL_STUDENTS);

  if (!validId) return <NotYourStudent />;
  if (isApiError(diary.error) && [403, 404].includes(diary.error.status)) return <NotYourStudent />;
  if (diary.isError) return <QueryError error={diary.error} onRetry={() => void diary.refetch()} />;
  if (diary.isPending) return <Spinner centered />;
  const name = students.data?.find((student) => student.id === studentId)?.name ?? null;

  return (
    <Stack gap="lg">
      <Stack gap={0} miw={0}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {name ? t('diaries.teacherStudentTitle', { name }) : t('diaries.teacherStudentUnnamed')}
        </Title>
        <Text c="dimmed">{t('diaries.teacherStudentSubtitle')}</Text>
      </Stack>
      <StudentDiaryView entries={diary.data} emptyText={t('diaries.teacherStudentEmptyText')} />
    </Stack>
  );
}
