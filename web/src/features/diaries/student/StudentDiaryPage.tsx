import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useStudentDiary } from '../diaries.queries.ts';
import { StudentDiaryView } from '../StudentDiaryView.tsx';

/** /student/profile/diary — the student's own lessons in the chosen subject: attendance, marks, comments. */
export function StudentDiaryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const diary = useStudentDiary(user?.id ?? null, subject?.id ?? null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('diaries.studentTitle')}
        </Title>
        <Text c="dimmed">{t('diaries.studentSubtitle')}</Text>
      </Stack>
      {diary.isPending ? (
        <Spinner centered />
      ) : diary.isError ? (
        <QueryError error={diary.error} onRetry={() => void diary.refetch()} />
      ) : (
        <StudentDiaryView entries={diary.data} emptyText={t('diaries.studentEmptyText')} />
      )}
    </Stack>
  );
}
