import { IconCake } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RatingTable } from '../../ui/RatingTable.tsx';
import { BirthDateForm } from '../students/index.ts';
import { ratingKeys, useAgeRating } from './ratings.queries.ts';

/**
 * The students born the same year ranked by likes earned in the subject, one student highlighted: the viewer
 * themself, who gives their birth date here when it is not known yet, or the student a teacher follows (`followId`).
 */
export function AgeRatingView({
  subjectId,
  highlightId,
  followId = null,
}: {
  subjectId: number;
  highlightId: number;
  followId?: number | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rating = useAgeRating(subjectId, page, followId);
  const own = followId === null;
  if (rating.data?.birth_year === null) {
    return own ? (
      <BirthDateForm
        studentId={highlightId}
        onSaved={() => queryClient.invalidateQueries({ queryKey: ratingKeys.ages })}
      />
    ) : (
      <EmptyState
        title={t('ratings.age.unknownTitle')}
        description={t('ratings.age.unknownText')}
        color="orange"
        icon={<IconCake size={32} stroke={1.5} />}
      />
    );
  }
  return (
    <RatingTable
      rating={rating}
      page={page}
      onPageChange={setPage}
      isFollowed={(entry) => entry.student_id === highlightId}
      nameOf={(entry) => (own && entry.is_own ? t('likes.rating.you', { name: entry.name }) : entry.name)}
      labels={(data) => ({
        caption: t(data.scope === 'classes' ? 'ratings.age.captionClasses' : 'ratings.age.caption', {
          year: data.birth_year,
        }),
        rank: t('likes.rating.rank'),
        student: t('likes.rating.student'),
        value: t('likes.rating.earned'),
        empty: t('ratings.age.empty'),
      })}
    />
  );
}
