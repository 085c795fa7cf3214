import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StudentNotFound, useTeacherStudents } from '../../students/index.ts';
import { useStudentDiary } from '../diaries.queries.ts';
import { StudentDiaryView } from '../StudentDiaryView.tsx';

const ALL_STUDENTS = { classId: null, search: '' };

function NotYourStudent() {
  const { t } = useTranslation();
  return (
    <StudentNotFound
      backLabel={t('diaries.toStudents')}
      title={t('diaries.notFoundTitle')}
      description={t('diaries.notFoundText')}
    />
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
