import { SegmentedControl, Select } from '@mantine/core';
import type { Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

/** Beyond this many subjects the buttons would wrap on a phone, so a list takes over. */
const MAX_SEGMENTS = 4;
const ALL = 'all';

export interface ClassSubjectFilterProps {
  subjects: readonly Subject[];
  /** null: every subject. */
  value: number | null;
  onChange: (subjectId: number | null) => void;
}

/** Narrows the class list to one subject; offered only when the teacher's classes span several. */
export function ClassSubjectFilter({ subjects, value, onChange }: ClassSubjectFilterProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const data = [
    { value: ALL, label: t('teacherClasses.list.allSubjects') },
    ...subjects.map((subject) => ({ value: String(subject.id), label: localize(subject.title) })),
  ];
  const selected = value === null ? ALL : String(value);
  const pick = (next: string | null) => onChange(next === null || next === ALL ? null : Number(next));

  if (subjects.length <= MAX_SEGMENTS) {
    return (
      <SegmentedControl
        aria-label={t('teacherClasses.list.subjectFilter')}
        data={data}
        value={selected}
        onChange={pick}
        radius="xl"
      />
    );
  }
  return (
    <Select
      label={t('teacherClasses.list.subjectFilter')}
      data={data}
      value={selected}
      onChange={pick}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
