import { Stack, Title } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';

/** /teacher/students/:studentId/online-rating: online games are not played yet, so there are no results to rank. */
export function StudentOnlineRatingTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('teacherStudent.onlineRating.heading')}
      </Title>
      <EmptyState
        title={t('teacherStudent.onlineRating.emptyTitle')}
        description={t('teacherStudent.onlineRating.emptyText')}
        color="cyan"
        icon={<IconDeviceGamepad2 size={32} stroke={1.5} />}
      />
    </Stack>
  );
}
