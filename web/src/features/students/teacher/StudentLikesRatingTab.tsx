import { useTranslation } from 'react-i18next';
import { LikesRatingView } from '../../likes/index.ts';
import { CardTabFrame } from './CardTabFrame.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/likes-rating: the teacher's students of the subject by likes earned, this one marked. */
export function StudentLikesRatingTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  return (
    <CardTabFrame heading={t('teacherStudent.likesRating.heading')} subtitle={t('teacherStudent.likesRating.subtitle')}>
      <LikesRatingView key={subjectId} subjectId={subjectId} highlightId={student.id} followId={student.id} />
    </CardTabFrame>
  );
}
