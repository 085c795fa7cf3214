import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingTable } from '../../ui/RatingTable.tsx';
import { useLikesRating } from './likes.queries.ts';

/**
 * The subject's students ranked by likes earned, pages of 50, one student highlighted wherever they are:
 * the viewer themself, or the student whose card a teacher has open (`followId`).
 */
export function LikesRatingView({
  subjectId,
  highlightId,
  followId = null,
}: {
  subjectId: number;
  highlightId: number;
  followId?: number | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rating = useLikesRating(subjectId, page, followId);
  const ownLabel = followId === null;
  return (
    <RatingTable
      rating={rating}
      page={page}
      onPageChange={setPage}
      isFollowed={(entry) => entry.student_id === highlightId}
      nameOf={(entry) => (ownLabel && entry.is_own ? t('likes.rating.you', { name: entry.name }) : entry.name)}
      labels={(data) => ({
        caption: data.scope === 'classes' ? t('likes.rating.captionClasses') : t('likes.rating.caption'),
        rank: t('likes.rating.rank'),
        student: t('likes.rating.student'),
        value: t('likes.rating.earned'),
        empty: t('likes.rating.empty'),
      })}
    />
  );
}
