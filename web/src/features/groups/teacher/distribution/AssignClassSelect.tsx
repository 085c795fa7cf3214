import { Select } from '@mantine/core';
import type { Group } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface AssignClassSelectProps {
  studentName: string;
  /** The teacher's current classes of the student's subject. */
  classes: readonly Group[];
  disabled: boolean;
  onAssign: (schoolClass: Group) => void;
}

/** Picking a class places the student at once: the list is a to-do list, and one click per student keeps it short. */
export function AssignClassSelect({ studentName, classes, disabled, onAssign }: AssignClassSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      w={200}
      size="xs"
      aria-label={t('teacherDistribution.assignLabel', { name: studentName })}
      placeholder={t('teacherDistribution.assign')}
      data={classes.map((schoolClass) => ({ value: String(schoolClass.id), label: schoolClass.title }))}
      value={null}
      disabled={disabled || classes.length === 0}
      onChange={(value) => {
        const picked = classes.find((schoolClass) => String(schoolClass.id) === value);
        if (picked) onAssign(picked);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
