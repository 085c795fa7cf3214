import { ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { LikesRatingView } from '../likes/index.ts';
import { AgeRatingView } from './AgeRatingView.tsx';
import { OnlineRatingView } from './OnlineRatingView.tsx';
import { TrainersRatingView } from './TrainersRatingView.tsx';

const KINDS = ['likes', 'trainers', 'online', 'age'] as const;
type Kind = (typeof KINDS)[number];

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
        // The phone's own short words: a quarter of its 360 px screen holds ~70 px of text, "По тренажёрам" takes 90.
        data={KINDS.map((value) => ({ value, label: t(`ratings.panel.kinds.${value}`) }))}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {kind === 'likes' ? <LikesRatingView subjectId={subject.id} highlightId={user.id} /> : null}
        {kind === 'trainers' ? <TrainersRatingView subjectId={subject.id} /> : null}
        {kind === 'online' ? <OnlineRatingView subjectId={subject.id} /> : null}
        {kind === 'age' ? <AgeRatingView subjectId={subject.id} highlightId={user.id} /> : null}
      </ScrollArea>
    </Stack>
  );
}
