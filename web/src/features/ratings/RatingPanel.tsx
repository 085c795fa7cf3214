import { ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { LikesRatingView } from '../likes/index.ts';
import { OnlineRatingView } from './OnlineRatingView.tsx';
import { TrainersRatingView } from './TrainersRatingView.tsx';

type Kind = 'likes' | 'trainers' | 'online';

/** The phone widget's Rating tab: the chosen subject's ratings, the student's own row highlighted. */
export function RatingPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const [kind, setKind] = useState<Kind>('likes');
  if (!user || !subject) {
    return (
      <Text c="dimmed" ta="center" p="md">
        {t('ratings.panel.noSubject')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" h="100%" p="xs">
      <SegmentedControl
        fullWidth
        size="xs"
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        aria-label={t('ratings.kinds.label')}
        data={(['likes', 'trainers', 'online'] as const).map((value) => ({
          value,
          label: t(`ratings.kinds.${value}`),
        }))}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {kind === 'likes' ? <LikesRatingView subjectId={subject.id} highlightId={user.id} /> : null}
        {kind === 'trainers' ? <TrainersRatingView subjectId={subject.id} /> : null}
        {kind === 'online' ? <OnlineRatingView subjectId={subject.id} /> : null}
      </ScrollArea>
    </Stack>
  );
}
