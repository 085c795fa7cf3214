import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LikesRatingView } from '../../likes/index.ts';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/likes-rating: the teacher's students of the subject by likes earned, this one marked. */
export function StudentLikesRatingTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('teacherStudent.likesRating.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('teacherStudent.likesRating.subtitle')}
          </Text>
        </Stack>
        <CardSubjectPicker />
      </Group>
      <LikesRatingView key={subjectId} subjectId={subjectId} highlightId={student.id} followId={student.id} />
    </Stack>
  );
}
