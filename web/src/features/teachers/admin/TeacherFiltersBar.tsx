import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubjects } from '../../subjects/index.ts';
import type { ActivityFilter } from './teacherListParams.ts';

export interface TeacherFiltersBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  subjectId: number | null;
  onSubjectChange: (subjectId: number | null) => void;
  activity: ActivityFilter;
  onActivityChange: (activity: ActivityFilter) => void;
}

export function TeacherFiltersBar(props: TeacherFiltersBarProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjects = useSubjects();
  const subjectOptions = (subjects.data ?? []).map((subject) => ({
    value: subject.id,
    label: localize(subject.title),
  }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        flex="1 1 260px"
        label={t('adminTeachers.search')}
        placeholder={t('adminTeachers.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      <Select<number>
        w={220}
        label={t('adminTeachers.subject')}
        placeholder={t('adminTeachers.allSubjects')}
        data={subjectOptions}
        value={props.subjectId}
        onChange={props.onSubjectChange}
        clearable
      />
      <SegmentedControl<ActivityFilter>
        aria-label={t('adminTeachers.status')}
        value={props.activity}
        onChange={props.onActivityChange}
        data={[
          { value: 'all', label: t('adminTeachers.statusAll') },
          { value: 'active', label: t('adminTeachers.statusActive') },
          { value: 'blocked', label: t('adminTeachers.statusBlocked') },
        ]}
      />
    </Group>
  );
}
