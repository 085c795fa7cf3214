import { useTranslation } from 'react-i18next';
import { CardTabFrame, useStudentCard } from '../students/index.ts';
import { ParentAccessPanel } from './ParentAccessPanel.tsx';

/** /teacher/students/:studentId/parents: a teacher invites a student's parent (for a child too young to do it). */
export function TeacherStudentParentsTab() {
  const { t } = useTranslation();
  const { student } = useStudentCard();
  return (
    <CardTabFrame heading={t('parents.access.title')}>
      <ParentAccessPanel studentId={student.id} audience="staff" />
    </CardTabFrame>
  );
}
