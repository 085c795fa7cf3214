import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { ProfileStatsTabs } from '../../students/index.ts';
import { LikesHistoryView } from '../LikesHistoryView.tsx';

/** /student/profile/likes: what the student earned and spent in the current subject. */
export function ProfileLikesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  return (
    <Stack gap="lg">
      <ProfileStatsTabs active="likes" />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('likes.profile.title')}
        </Title>
        <Text c="dimmed">{t('likes.profile.subtitle')}</Text>
      </Stack>
      {user && subject ? (
        <LikesHistoryView studentId={user.id} subjectId={subject.id} emptyText={t('likes.profile.emptyText')} />
      ) : null}
    </Stack>
  );
}
