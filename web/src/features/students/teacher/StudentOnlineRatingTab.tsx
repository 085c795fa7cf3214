import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OnlineRatingView } from '../../ratings/index.ts';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/online-rating: the subject's online games ranked by wins. */
export function StudentOnlineRatingTab() {
  const { t } = useTranslation();
  const { subjectId } = useStudentCard();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('teacherStudent.onlineRating.heading')}
        </Title>
        <CardSubjectPicker />
      </Group>
      <OnlineRatingView subjectId={subjectId} />
    </Stack>
  );
}
