import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubjects } from '../../subjects/index.ts';
import { useStudentCard } from './studentCard.ts';

/** Chooses among the student's subjects in the teacher's classes; the choice stays as the teacher changes tabs. */
export function CardSubjectPicker() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { subjectIds, subjectId, setSubjectId } = useStudentCard();
  const subjects = useSubjects();
  if (subjectIds.length < 2) return null;
  return (
    <SegmentedControl
      radius="xl"
      aria-label={t('teacherStudent.subject')}
      value={String(subjectId)}
      onChange={(value) => setSubjectId(Number(value))}
      data={subjectIds.map((id) => {
        const subject = subjects.data?.find((item) => item.id === id);
        return { value: String(id), label: subject ? localize(subject.title) : String(id) };
      })}
    />
  );
}
