import { useTranslation } from 'react-i18next';
import { LikesHistoryView } from '../../likes/index.ts';
import { CardTabFrame } from './CardTabFrame.tsx';
import { useStudentCard } from './studentCard.ts';

/** /teacher/students/:studentId/likes: the student's likes in the chosen subject, earned and spent. */
export function StudentLikesTab() {
  const { t } = useTranslation();
  const { student, subjectId } = useStudentCard();
  return (
    <CardTabFrame heading={t('teacherStudent.likes.heading')}>
      <LikesHistoryView
        key={subjectId}
        studentId={student.id}
        subjectId={subjectId}
        emptyText={t('teacherStudent.likes.emptyText')}
      />
    </CardTabFrame>
  );
}
