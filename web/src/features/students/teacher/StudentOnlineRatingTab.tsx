import { useTranslation } from 'react-i18next';
import { OnlineRatingView } from '../../ratings/index.ts';
import { CardTabFrame } from './CardTabFrame.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/online-rating: the subject's online games ranked by wins. */
export function StudentOnlineRatingTab() {
  const { t } = useTranslation();
  const { subjectId } = useStudentCard();
  return (
    <CardTabFrame heading={t('teacherStudent.onlineRating.heading')}>
      <OnlineRatingView subjectId={subjectId} />
    </CardTabFrame>
  );
}
