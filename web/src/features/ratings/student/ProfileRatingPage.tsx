import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { ProfileStatsTabs, type RatingKind, RatingKindTabs } from '../../students/index.ts';
import { AgeRatingView } from '../AgeRatingView.tsx';
import { OnlineRatingView } from '../OnlineRatingView.tsx';
import { TrainersRatingView } from '../TrainersRatingView.tsx';

function ProfileRatingFrame({ kind, children }: { kind: Exclude<RatingKind, 'likes'>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ProfileStatsTabs active="rating" />
      <RatingKindTabs active={kind} />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t(`ratings.${kind}.title`)}
        </Title>
        <Text c="dimmed">{t(`ratings.${kind}.subtitle`)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** /student/profile/rating/trainers: the student's place among the subject's students, trainer by trainer. */
export function ProfileTrainersRatingPage() {
  const { subject } = useSubject();
  return (
    <ProfileRatingFrame kind="trainers">
      {subject ? <TrainersRatingView subjectId={subject.id} /> : null}
    </ProfileRatingFrame>
  );
}

/** /student/profile/rating/online: the subject's online games ranked by wins. */
export function ProfileOnlineRatingPage() {
  const { subject } = useSubject();
  return (
    <ProfileRatingFrame kind="online">
      {subject ? <OnlineRatingView subjectId={subject.id} /> : null}
    </ProfileRatingFrame>
  );
}

/** /student/profile/rating/age: the subject's students born the same year, by likes earned. */
export function ProfileAgeRatingPage() {
  const { user } = useAuth();
  const { subject } = useSubject();
  return (
    <ProfileRatingFrame kind="age">
      {user && subject ? <AgeRatingView subjectId={subject.id} highlightId={user.id} /> : null}
    </ProfileRatingFrame>
  );
}
