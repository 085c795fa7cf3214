import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingTable } from '../../../ui/RatingTable.tsx';
import { useTrainerRating } from '../trainers.queries.ts';

/** A trainer's rating in the subject: pages of 50, the student's own row highlighted wherever it is. */
export function TrainerRatingView({ trainerId, subjectId }: { trainerId: number; subjectId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rating = useTrainerRating(trainerId, subjectId, page);
  return (
    <RatingTable
      rating={rating}
      page={page}
      onPageChange={setPage}
      isFollowed={(entry) => entry.is_own}
      nameOf={(entry) => (entry.is_own ? t('profile.rating.you', { name: entry.name }) : entry.name)}
      labels={(data) => ({
        caption: t('profile.rating.caption'),
        rank: t('profile.rating.rank'),
        student: t('profile.rating.student'),
        value: data.metric === 'wins' ? t('profile.rating.wins') : t('profile.rating.score'),
        empty: t('profile.rating.empty'),
      })}
    />
  );
}
