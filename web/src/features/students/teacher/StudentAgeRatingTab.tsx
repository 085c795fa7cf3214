import { useTranslation } from 'react-i18next';
import { AgeRatingView } from '../../ratings/index.ts';
import { CardTabFrame } from './CardTabFrame.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/age-rating: the teacher's students born the student's year, by likes earned. */
export function StudentAgeRatingTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  return (
    <CardTabFrame heading={t('teacherStudent.ageRating.heading')} subtitle={t('teacherStudent.ageRating.subtitle')}>
      <AgeRatingView key={subjectId} subjectId={subjectId} highlightId={student.id} followId={student.id} />
    </CardTabFrame>
  );
}
