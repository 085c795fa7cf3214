import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { ProfileStatsTabs, RatingKindTabs } from '../../students/index.ts';
import { LikesRatingView } from '../LikesRatingView.tsx';

/** /student/profile/rating/likes: the subject's students ranked by likes earned, the student's own row marked. */
export function ProfileLikesRatingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  return (
    <Stack gap="lg">
      <ProfileStatsTabs active="rating" />
      <RatingKindTabs active="likes" />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('likes.ratingPage.title')}
        </Title>
        <Text c="dimmed">{t('likes.ratingPage.subtitle')}</Text>
      </Stack>
      {user && subject ? <LikesRatingView subjectId={subject.id} highlightId={user.id} /> : null}
    </Stack>
  );
}
