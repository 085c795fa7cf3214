import { Checkbox, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { StudentSubjectStatusFilter } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubjects } from '../../subjects/index.ts';
import type { AdminStudentFilters } from './adminStudentFilters.ts';
import { useClassOptions, useTeacherOptions } from './adminStudents.queries.ts';

type StatusChoice = 'all' | StudentSubjectStatusFilter;

export interface AdminStudentFiltersBarProps {
  filters: AdminStudentFilters;
  /** The search as typed, ahead of the debounced one in the filters. */
  search: string;
  onSearchChange: (search: string) => void;
  /** Any other change; the page goes back to the first. */
  onChange: (change: Partial<AdminStudentFilters>) => void;
}

export function AdminStudentFiltersBar({ filters, search, onSearchChange, onChange }: AdminStudentFiltersBarProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjects = useSubjects();
  const classes = useClassOptions(filters.subjectId);
  const teachers = useTeacherOptions();

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        flex="1 1 260px"
        label={t('adminStudents.filters.search')}
        placeholder={t('adminStudents.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      <Select<number>
        w={180}
        label={t('adminStudents.filters.subject')}
        placeholder={t('adminStudents.filters.anySubject')}
        data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: localize(subject.title) }))}
        value={filters.subjectId}
        // A class belongs to one subject, so another subject's class would find nobody.
        onChange={(subjectId) => onChange({ subjectId, groupId: null })}
        clearable
      />
      <Select<number>
        w={200}
        label={t('adminStudents.filters.class')}
        placeholder={t('adminStudents.filters.anyClass')}
        data={(classes.data?.items ?? []).map((group) => ({ value: group.id, label: group.title }))}
        value={filters.groupId}
        onChange={(groupId) => onChange({ groupId })}
        searchable
        clearable
      />
      <Select<number>
        w={200}
        label={t('adminStudents.filters.teacher')}
        placeholder={t('adminStudents.filters.anyTeacher')}
        data={(teachers.data?.items ?? []).map((teacher) => ({ value: teacher.id, label: teacher.name }))}
        value={filters.teacherId}
        onChange={(teacherId) => onChange({ teacherId })}
        searchable
        clearable
      />
      <SegmentedControl<StatusChoice>
        aria-label={t(filters.subjectId === null ? 'adminStudents.filters.account' : 'adminStudents.filters.inSubject')}
        value={filters.status ?? 'all'}
        onChange={(status) => onChange({ status: status === 'all' ? null : status })}
        data={[
          { value: 'all', label: t('adminStudents.filters.statusAll') },
          { value: 'active', label: t('adminStudents.filters.statusActive') },
          { value: 'blocked', label: t('adminStudents.filters.statusBlocked') },
        ]}
      />
      <Checkbox
        label={t('adminStudents.filters.noClass')}
        checked={filters.noClass}
        onChange={(event) => onChange({ noClass: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
