import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LikesHistoryView } from '../../likes/index.ts';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/likes: the student's likes in the chosen subject, earned and spent. */
export function StudentLikesTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('teacherStudent.likes.heading')}
        </Title>
        <CardSubjectPicker />
      </Group>
      <LikesHistoryView
        key={subjectId}
        studentId={student.id}
        subjectId={subjectId}
        emptyText={t('teacherStudent.likes.emptyText')}
      />
    </Stack>
  );
}
